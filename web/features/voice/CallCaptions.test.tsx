import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallCaptions } from './CallCaptions';
import { appendCaption, type Caption } from './captions';

/** A call's captions after `count` lines, kept as the call keeps them (the latest 50). */
function captionsOf(count: number): Caption[] {
  let captions: Caption[] = [];
  for (let id = 1; id <= count; id += 1)
    captions = appendCaption(captions, { id, speaker: id % 2 ? 'agent' : 'user', text: `Line ${id}` });
  return captions;
}

/** jsdom lays nothing out: the box is given a size, its content the height of its lines. */
function sized(box: HTMLElement, lines: () => number) {
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 200 });
  Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => lines() * 40 });
}

describe('<CallCaptions>', () => {
  it('keeps the newest line in view, past the 50 lines a call keeps', () => {
    let shown = captionsOf(48);
    const { rerender } = render(<CallCaptions captions={shown} agentName="AI Customer Service" fill />);
    const box = screen.getByTestId('captions');
    sized(box, () => shown.length);
    for (const count of [49, 50, 51, 62]) {
      shown = captionsOf(count);
      rerender(<CallCaptions captions={shown} agentName="AI Customer Service" fill />);
      expect(shown).toHaveLength(Math.min(count, 50));
      expect(box.scrollTop).toBe(box.scrollHeight);
    }
    // The call ends and the box shrinks to its resting size: still at the newest line.
    box.scrollTop = 0;
    rerender(<CallCaptions captions={shown} agentName="AI Customer Service" />);
    expect(box.scrollTop).toBe(box.scrollHeight);
  });

  it('leaves a visitor who scrolled up to read where they are', () => {
    let shown = captionsOf(20);
    const { rerender } = render(<CallCaptions captions={shown} agentName="AI Sales" fill />);
    const box = screen.getByTestId('captions');
    sized(box, () => shown.length);
    box.scrollTop = 120;
    fireEvent.scroll(box);
    shown = captionsOf(22);
    rerender(<CallCaptions captions={shown} agentName="AI Sales" fill />);
    expect(box.scrollTop).toBe(120);
    // Back at the bottom, the captions follow again.
    box.scrollTop = box.scrollHeight - 200;
    fireEvent.scroll(box);
    shown = captionsOf(24);
    rerender(<CallCaptions captions={shown} agentName="AI Sales" fill />);
    expect(box.scrollTop).toBe(box.scrollHeight);
  });
});
