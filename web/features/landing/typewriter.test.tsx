import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Typewriter } from './Typewriter';
import { nextTypewriterState, TYPEWRITER_START, typewriterDelay, type TypewriterState } from './typewriter';

const PHRASES = ['Customer Service Agent', 'Front Office Assistant', 'Billing Representative'];

describe('typewriter steps', () => {
  it('types a letter every 100 ms, pauses 3 s on the full phrase, deletes every 50 ms', () => {
    let state: TypewriterState = TYPEWRITER_START;
    const delays: number[] = [];
    while (!(state.phraseIndex === 1 && state.length === 0)) {
      delays.push(typewriterDelay(state, PHRASES));
      state = nextTypewriterState(state, PHRASES);
    }
    const length = PHRASES[0]!.length;
    expect(delays).toEqual([...Array(length).fill(100), 3000, ...Array(length).fill(50)]);
  });

  it('wraps round to the first phrase after the last', () => {
    const last: TypewriterState = { phraseIndex: 2, length: 1, isDeleting: true };
    expect(nextTypewriterState(last, PHRASES)).toEqual(TYPEWRITER_START);
  });
});

describe('<Typewriter>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const typed = () => screen.getByTestId('typewriter').textContent;
  // Each step's timer is set by an effect after the render, so time moves one millisecond per act.
  const advance = (ms: number) => {
    for (let i = 0; i < ms; i++) act(() => vi.advanceTimersByTime(1));
  };

  it('cycles through the phrases with the spec timings', () => {
    render(<Typewriter phrases={PHRASES} />);
    expect(typed()).toBe('');
    advance(100);
    expect(typed()).toBe('C');
    advance(99);
    expect(typed()).toBe('C');
    advance(1);
    expect(typed()).toBe('Cu');
    advance(100 * (PHRASES[0]!.length - 2));
    expect(typed()).toBe(PHRASES[0]);
    advance(2999);
    expect(typed()).toBe(PHRASES[0]);
    advance(1 + 50);
    expect(typed()).toBe(PHRASES[0]!.slice(0, -1));
    advance(50 * (PHRASES[0]!.length - 1));
    expect(typed()).toBe('');
    advance(100 * 5);
    expect(typed()).toBe('Front');
  });

  it('blinks the caret every 530 ms', () => {
    render(<Typewriter phrases={PHRASES} />);
    const caret = screen.getByTestId('typewriter-caret');
    expect(caret).not.toHaveClass('opacity-0');
    advance(529);
    expect(caret).not.toHaveClass('opacity-0');
    advance(1);
    expect(caret).toHaveClass('opacity-0');
    advance(530);
    expect(caret).not.toHaveClass('opacity-0');
  });

  it('gives screen readers the whole list instead of single letters', () => {
    render(<Typewriter phrases={PHRASES} />);
    expect(screen.getByText(PHRASES.join(', '))).toHaveClass('sr-only');
  });
});
