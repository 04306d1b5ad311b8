import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytesFromPcm, pcmFromBytes, Resampler } from './audio/pcm';
import type { FieldListening } from './recognition/field-hearing';
import { INSTALL_HINT } from './recognition/pocketsphinx';
import type { SpeechReply } from './speech-messages';
import { SpeechProcess } from './speech-process';
import { SpeechCache } from './synthesis/speech-cache';
import { trimSilence } from './synthesis/trim-silence';

export const SPEECH_SAMPLE_RATE = 16_000;

export type RecognizerStatus = { available: true } | { available: false; reason: string };

/**
 * What recognition has learnt of one caller's voice and line: kept by the call, brought up to date
 * by each of its utterances, so the call's next words are heard with it (and nobody else's).
 */
export type CallerVoice = { adaptation?: number[] };

/** One utterance being recognized while it is spoken. */
export type RecognitionStream = {
  push(samples: Int16Array): void;
  /** The words heard ('' when nothing was made out). */
  finish(): Promise<string>;
  cancel(): void;
};

export type SpeechEngineOptions = {
  /** Worker processes shared by synthesis and recognition. */
  workers: number;
  /** Utterances one worker decodes at once; more wait (with their audio) for a free decoder. */
  streamsPerWorker: number;
  cacheBytes: number;
};

type SynthesisJob = {
  text: string;
  urgent: boolean;
  retried: boolean;
  resolve: (reply: SpeechReply) => void;
  reject: (error: Error) => void;
};

const DEFAULTS: SpeechEngineOptions = { workers: 2, streamsPerWorker: 6, cacheBytes: 24 * 1024 * 1024 };

/**
 * The offline speech engines: Flite for synthesis and pocketsphinx for recognition, in a small
 * fixed set of worker processes so that many calls share bounded CPU and memory.
 */
export class SpeechEngines {
  readonly recognizer: Promise<RecognizerStatus>;
  private readonly options: SpeechEngineOptions;
  private readonly workers: SpeechProcess[];
  private readonly cache: SpeechCache;
  private closing = false;
  private readonly synthesisQueue: SynthesisJob[] = [];
  private urgentJobs = 0;
  private readonly synthesizing = new Set<SpeechProcess>();
  private readonly modelDir = mkdtempSync(join(tmpdir(), 'treaddesk-speech-'));
  private readonly streamLoad = new Map<SpeechProcess, number>();
  private recognizerReady = false;
  private nextStream = 0;

  constructor(options: Partial<SpeechEngineOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.cache = new SpeechCache(this.options.cacheBytes);
    this.workers = [];
    const started = Array.from({ length: this.options.workers }, (_, index) => this.startWorker(index));
    this.recognizer = Promise.all(started).then(
      (): RecognizerStatus => {
        this.recognizerReady = true;
        return { available: true };
      },
      (error: Error): RecognizerStatus => ({
        available: false,
        reason: `speech recognition is unavailable (${error.message}); install it with: ${INSTALL_HINT}`,
      }),
    );
  }

  /** Starts worker `index` with its recognizer; a worker that dies is replaced (its calls hear nothing for that turn). */
  private startWorker(index: number): Promise<unknown> {
    const worker = new SpeechProcess(() => {
      this.streamLoad.delete(worker);
      if (!this.closing) void this.startWorker(index).catch(() => undefined);
    });
    this.workers[index] = worker;
    this.streamLoad.set(worker, 0);
    queueMicrotask(() => this.drainSynthesis()); // sentences that waited for a replacement
    return worker.request({
      kind: 'start-recognizer',
      modelDir: join(this.modelDir, String(index)),
      maxStreams: this.options.streamsPerWorker,
    });
  }

  /** Resolves once every worker has its synthesizer and recognizer loaded (whether or not one is available). */
  async ready(): Promise<RecognizerStatus> {
    // A worker that died since the last call (it is being replaced) is asked again through its
    // replacement, rather than reporting the engines broken for good.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await Promise.all(
          this.workers.map((worker) => worker.request({ kind: 'synthesize', text: 'Hello.' })),
        );
        return await this.recognizer;
      } catch (error) {
        if (attempt === 3 || this.closing) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /**
   * 16 kHz PCM of one sentence; repeated sentences (greetings, prompts) come from memory. An
   * urgent sentence (the first of a reply: someone is waiting for it) goes ahead of the others.
   */
  async synthesize(text: string, urgent = false): Promise<Int16Array> {
    const cached = this.cache.get(text);
    if (cached) return cached;
    const reply = await this.queueSynthesis(text, urgent);
    if (reply.kind !== 'synthesized') throw new Error('unexpected reply from the speech worker');
    const synthesized = pcmFromBytes(Buffer.from(reply.pcm, 'base64'));
    const samples = trimSilence(
      reply.sampleRate === SPEECH_SAMPLE_RATE
        ? synthesized
        : new Resampler(reply.sampleRate, SPEECH_SAMPLE_RATE).push(synthesized),
      SPEECH_SAMPLE_RATE,
    );
    this.cache.set(text, samples);
    return samples;
  }

  /** Sentences wait here, so each worker has one at a time and a recognition finish is never stuck behind many. */
  private queueSynthesis(text: string, urgent: boolean): Promise<SpeechReply> {
    return new Promise((resolve, reject) => {
      const job: SynthesisJob = { text, urgent, retried: false, resolve, reject };
      if (urgent) this.synthesisQueue.splice(this.urgentJobs++, 0, job);
      else this.synthesisQueue.push(job);
      this.drainSynthesis();
    });
  }

  private drainSynthesis() {
    for (const worker of this.workers) {
      if (this.synthesisQueue.length === 0) return;
      if (!worker.isAlive || this.synthesizing.has(worker)) continue;
      const job = this.synthesisQueue.shift()!;
      if (job.urgent) this.urgentJobs -= 1;
      this.synthesizing.add(worker);
      worker
        .request({ kind: 'synthesize', text: job.text })
        .then(job.resolve, (error: Error) => {
          // A worker that crashes takes its sentence with it: another worker gets it once more.
          if (job.retried) job.reject(error);
          else this.synthesisQueue.unshift({ ...job, urgent: false, retried: true });
        })
        .finally(() => {
          this.synthesizing.delete(worker);
          this.drainSynthesis();
        });
    }
  }

  /** A recognition stream, or undefined while the recognizer is not (or not yet) available. */
  openStream(caller: CallerVoice = {}, listen?: FieldListening): RecognitionStream | undefined {
    if (!this.recognizerReady) return undefined;
    const worker = [...this.streamLoad].sort((a, b) => a[1] - b[1])[0]![0];
    const stream = (this.nextStream += 1);
    this.streamLoad.set(worker, this.streamLoad.get(worker)! + 1);
    worker.post({ kind: 'open-stream', stream, voice: caller.adaptation, listen });
    let done = false;
    const close = () => {
      if (done) return false;
      done = true;
      this.streamLoad.set(worker, this.streamLoad.get(worker)! - 1);
      return true;
    };
    return {
      push: (samples) => {
        if (!done)
          worker.post({ kind: 'stream-audio', stream, pcm: bytesFromPcm(samples).toString('base64') });
      },
      finish: async () => {
        if (!close()) return '';
        const reply = await worker.request({ kind: 'finish-stream', stream });
        if (reply.kind !== 'recognized') return '';
        if (reply.voice.length > 0) caller.adaptation = reply.voice;
        return reply.text;
      },
      cancel: () => {
        if (close()) worker.post({ kind: 'cancel-stream', stream });
      },
    };
  }

  async close() {
    this.closing = true;
    await Promise.all(this.workers.map((worker) => worker.terminate()));
    rmSync(this.modelDir, { recursive: true, force: true });
  }
}

let shared: SpeechEngines | undefined;

/** The process's speech engines, started on first use and kept warm. */
export function sharedSpeechEngines(): SpeechEngines {
  shared ??= new SpeechEngines();
  return shared;
}

/**
 * The shared engines behind the simulated agent's interface, started by the first call that uses
 * them rather than with the server (a server whose agents are all at a provider never runs them).
 */
export function lazySharedSpeech(onStart: (engines: SpeechEngines) => void = () => undefined) {
  let engines: SpeechEngines | undefined;
  const started = () => {
    if (!engines) {
      engines = sharedSpeechEngines();
      onStart(engines);
    }
    return engines;
  };
  return {
    synthesize: (text: string, urgent?: boolean) => started().synthesize(text, urgent),
    openStream: (caller?: CallerVoice, listen?: FieldListening) => started().openStream(caller, listen),
    get recognizer() {
      return started().recognizer;
    },
  };
}
