import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '../components/ui/use-toast';

// A guard against a hung wait, not a measure: findBy and waitFor give up after 1 s by default,
// which a debounce and a render can pass on a two-core machine shared with other heavy work.
configure({ asyncUtilTimeout: 5_000 });

// The test DOM lacks a few browser APIs that Radix primitives and the pages call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.print ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Each test starts as a fresh browser would: no saved views or drafts from the one before, which
// may have run in another file of the same worker.
afterEach(() => {
  cleanup();
  dismissToast();
  localStorage.clear();
  sessionStorage.clear();
});
