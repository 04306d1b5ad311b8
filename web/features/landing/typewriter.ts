import { useEffect, useState } from 'react';

/** Spec section 9. */
export const TYPEWRITER_TIMING = { typeMs: 100, deleteMs: 50, pauseMs: 3000, blinkMs: 530 } as const;

export type TypewriterState = { phraseIndex: number; length: number; isDeleting: boolean };
export type TypewriterTiming = { typeMs: number; deleteMs: number; pauseMs: number };

export const TYPEWRITER_START: TypewriterState = { phraseIndex: 0, length: 0, isDeleting: false };

/** How long the typewriter stays in a state before the next step. */
export function typewriterDelay(
  state: TypewriterState,
  phrases: readonly string[],
  timing: TypewriterTiming = TYPEWRITER_TIMING,
): number {
  if (state.isDeleting) return timing.deleteMs;
  const full = phrases[state.phraseIndex]?.length ?? 0;
  return state.length < full ? timing.typeMs : timing.pauseMs;
}

/** One keystroke: type a letter, start deleting after the pause, delete a letter, or move on. */
export function nextTypewriterState(state: TypewriterState, phrases: readonly string[]): TypewriterState {
  const full = phrases[state.phraseIndex]?.length ?? 0;
  if (!state.isDeleting) {
    return state.length < full ? { ...state, length: state.length + 1 } : { ...state, isDeleting: true };
  }
  if (state.length > 1) return { ...state, length: state.length - 1 };
  return { phraseIndex: (state.phraseIndex + 1) % phrases.length, length: 0, isDeleting: false };
}

/** The text currently typed out, cycling through the phrases for ever. */
export function useTypewriter(phrases: readonly string[], timing: TypewriterTiming = TYPEWRITER_TIMING) {
  const [state, setState] = useState(TYPEWRITER_START);
  useEffect(() => {
    const timer = window.setTimeout(
      () => setState((current) => nextTypewriterState(current, phrases)),
      typewriterDelay(state, phrases, timing),
    );
    return () => window.clearTimeout(timer);
  }, [state, phrases, timing]);
  return (phrases[state.phraseIndex] ?? '').slice(0, state.length);
}

/** A caret that blinks on and off. */
export function useBlink(intervalMs: number = TYPEWRITER_TIMING.blinkMs): boolean {
  const [isVisible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setInterval(() => setVisible((visible) => !visible), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return isVisible;
}
