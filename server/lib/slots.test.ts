import { describe, expect, it } from 'vitest';
import { createSlots } from './slots';

/** A task that finishes when told to, recording when it started. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('createSlots', () => {
  it('runs at most `size` tasks at once and the rest in order as slots free up', async () => {
    const slots = createSlots(2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, index) =>
      slots.run(async () => {
        started.push(index);
        await g.opened;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([slots.busy, slots.queued]).toEqual([2, 2]);
    gates[1]!.open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect([slots.busy, slots.queued]).toEqual([0, 0]);
  });

  it('frees the slot when a task fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.busy).toBe(0);
  });
});
