import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource (the test DOM has none), stubbed for the rest of the test
 * file: the test opens it, sends it events and cuts it off, and sees what the page made of them.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  /** The server answered: the stream is up. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  emit(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }

  /** Cut off; the browser would reconnect by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The one stream open now. */
  static current(): FakeEventSource | undefined {
    return FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED).at(-1);
  }
}

export function stubEventSource() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
