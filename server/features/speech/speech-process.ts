import { fork, type ChildProcess } from 'node:child_process';
import type { SpeechReply, SpeechRequest } from './speech-messages';

/** Far longer than any sentence or model load takes, even on a busy machine. */
const STUCK_AFTER_MS = 60_000;

/**
 * One speech worker process (synthesis and recognition run off the event loop) with request ids.
 * A process rather than a thread: libpocketsphinx keeps process-wide state that is not safe to
 * share between threads. From source the worker is TypeScript, run through tsx; in the build it
 * is speech-worker.js beside the server bundle.
 */
export class SpeechProcess {
  private readonly child: ChildProcess;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (reply: SpeechReply) => void; reject: (error: Error) => void }
  >();
  private failure?: Error;
  private terminating = false;

  /** onExit runs if the worker ends by itself (a crash), not after terminate(). */
  constructor(onExit: () => void = () => undefined) {
    const here = import.meta.url;
    const fromSource = here.endsWith('.ts');
    const entry = new URL(fromSource ? './speech-worker.ts' : './speech-worker.js', here);
    this.child = fork(entry, [], {
      execArgv: [...(fromSource ? ['--import', 'tsx'] : []), '--no-warnings'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // An idle worker does not keep the server's process alive; one with work pending does.
    this.child.unref();
    this.child.channel?.unref();
    this.child.on('message', (reply: SpeechReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.child.channel?.unref();
      if (reply.kind === 'failed') waiting.reject(new Error(reply.message));
      else waiting.resolve(reply);
    });
    this.child.on('error', (error) => this.fail(error));
    this.child.on('exit', (code, signal) => {
      this.fail(new Error(`speech worker ended (${signal ?? code})`));
      if (!this.terminating) onExit();
    });
  }

  /** Requests still unanswered (a measure of this worker's load). */
  get load() {
    return this.pending.size;
  }

  get isAlive() {
    return !this.failure;
  }

  /**
   * A reply that never comes (a worker stuck in the engine) would leave a call waiting forever:
   * after `STUCK_AFTER_MS` the worker is killed, its requests fail and it is replaced.
   */
  request(body: SpeechRequest): Promise<SpeechReply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = (this.nextId += 1);
    const watchdog = setTimeout(() => {
      if (this.pending.has(id)) this.child.kill('SIGKILL');
    }, STUCK_AFTER_MS);
    watchdog.unref();
    return new Promise<SpeechReply>((resolve, reject) => {
      if (this.pending.size === 0) this.child.channel?.ref();
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...body, id });
    }).finally(() => clearTimeout(watchdog));
  }

  /** Fire and forget (audio for a stream): no reply is expected. */
  post(body: SpeechRequest) {
    if (!this.failure) this.child.send({ ...body, id: 0 });
  }

  async terminate() {
    this.terminating = true;
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill();
    await exited;
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}
