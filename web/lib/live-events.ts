import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The page's one event stream (decision 093), opened while something listens and shared by all:
 * the bell hears new notices on it, an open ticket who else is there. When the stream is down
 * (refused, cut off, no EventSource), `isLiveConnected` says so and the bell polls instead.
 */
const EVENTS_URL = '/api/events';
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

type Listener = (data: unknown) => void;

const listeners = new Map<string, Set<Listener>>();
const watchers = new Set<() => void>();
let source: EventSource | undefined;
let connected = false;
let retryMs = FIRST_RETRY_MS;
let retry: ReturnType<typeof setTimeout> | undefined;

function setConnected(next: boolean) {
  if (connected === next) return;
  connected = next;
  for (const watch of watchers) watch();
}

const listening = () => [...listeners.values()].some((set) => set.size > 0);

function open() {
  if (source || typeof EventSource === 'undefined' || !listening()) return;
  const next = new EventSource(EVENTS_URL, { withCredentials: true });
  source = next;
  next.addEventListener('open', () => {
    retryMs = FIRST_RETRY_MS;
    setConnected(true);
  });
  next.addEventListener('error', () => {
    setConnected(false);
    // The browser reconnects a stream that was cut off by itself; a refused one (401, 429, 503)
    // it gives up on, so it is tried again here, waiting longer each time.
    if (next.readyState !== EventSource.CLOSED) return;
    close();
    retry = setTimeout(() => {
      retry = undefined;
      open();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  });
  for (const name of listeners.keys()) next.addEventListener(name, dispatch);
}

function close() {
  source?.close();
  source = undefined;
  setConnected(false);
}

function dispatch(event: Event) {
  const message = event as MessageEvent<string>;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return;
  }
  for (const listener of listeners.get(message.type) ?? []) listener(data);
}

function subscribe(name: string, listener: Listener) {
  let set = listeners.get(name);
  if (!set) {
    listeners.set(name, (set = new Set()));
    source?.addEventListener(name, dispatch);
  }
  set.add(listener);
  open();
  return () => {
    set.delete(listener);
    if (listening()) return;
    clearTimeout(retry);
    retry = undefined;
    close();
  };
}

/** Calls `onEvent` with each event of that name while mounted; opens the stream if need be. */
export function useLiveEvent<T>(name: 'notifications' | 'notices' | 'presence', onEvent: (data: T) => void) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => subscribe(name, (data) => latest.current(data as T)), [name]);
}

/** Whether the stream is up right now. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
    () => connected,
    () => false,
  );
}
