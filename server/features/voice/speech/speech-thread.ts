import { Worker } from 'node:worker_threads';
import type { SpeechReply, SpeechRequest } from './speech-messages';

/**
 * One speech worker thread (synthesis and recognition run off the event loop) with request ids.
 * From source the worker is TypeScript, loaded through tsx; in the build it is speech-worker.js
 * beside the server bundle.
 */
export class SpeechThread {
  private readonly worker: Worker;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (reply: SpeechReply) => void; reject: (error: Error) => void }
  >();
  private failure?: Error;

  constructor() {
    const here = import.meta.url;
    if (here.endsWith('.ts')) {
      const entry = new URL('./speech-worker.ts', here).href;
      this.worker = new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
        { eval: true },
      );
    } else {
      this.worker = new Worker(new URL('./speech-worker.js', here));
    }
    this.worker.unref();
    this.worker.on('message', (reply: SpeechReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.kind === 'failed') waiting.reject(new Error(reply.message));
      else waiting.resolve(reply);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`speech worker exited with code ${code}`)));
  }

  /** Requests still unanswered (a measure of this thread's load). */
  get load() {
    return this.pending.size;
  }

  request(body: SpeechRequest, transfer: ArrayBuffer[] = []): Promise<SpeechReply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id }, transfer);
    });
  }

  /** Fire and forget (audio for a stream): no reply is expected. */
  post(body: SpeechRequest, transfer: ArrayBuffer[] = []) {
    if (!this.failure) this.worker.postMessage({ ...body, id: 0 }, transfer);
  }

  async terminate() {
    await this.worker.terminate();
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}
