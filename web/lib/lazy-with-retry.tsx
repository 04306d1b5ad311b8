import { lazy, type ComponentProps, type ComponentType } from 'react';

/** Resets for lazy components whose chunk failed to load, run by an error boundary's retry. */
const failedChunks = new Set<() => void>();

/**
 * React.lazy keeps a failed import's rejection for good, so a chunk that failed once (a redeploy
 * removed it, the network dropped) would fail forever. This one loads afresh after retryFailedChunks().
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself takes
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const tracked = () =>
    load().catch((error: unknown) => {
      failedChunks.add(reset);
      throw error;
    });
  let current = lazy(tracked);
  function reset() {
    current = lazy(tracked);
  }
  function Reloadable(props: ComponentProps<T>) {
    const Current = current as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  }
  return Reloadable;
}

/** Makes every lazy component whose chunk failed load again on its next render. */
export function retryFailedChunks() {
  for (const reset of failedChunks) reset();
  failedChunks.clear();
}

/** A named export of a module loaded on first render, e.g. `lazyExport(() => import('./Page'), 'Page')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself takes
export function lazyExport<K extends string, T extends ComponentType<any>>(
  load: () => Promise<Record<K, T>>,
  name: K,
) {
  return lazyWithRetry(() => load().then((module) => ({ default: module[name] })));
}
