import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every second and expires when one second is left', () => {
    const ticks: number[] = [];
    const onExpire = vi.fn();
    new Countdown((s) => ticks.push(s), onExpire).start(4);
    expect(ticks).toEqual([4]);
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([4]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([4, 3]);
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual([4, 3, 2, 1]);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(ticks).toHaveLength(4);
  });

  it('stops and restarts cleanly', () => {
    const ticks: number[] = [];
    const countdown = new Countdown(
      (s) => ticks.push(s),
      () => undefined,
    );
    countdown.start(1200);
    vi.advanceTimersByTime(2000);
    countdown.stop();
    expect(countdown.isRunning).toBe(false);
    vi.advanceTimersByTime(2000);
    countdown.start(300);
    expect(ticks).toEqual([1200, 1199, 1198, 300]);
  });
});
