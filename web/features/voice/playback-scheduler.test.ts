import { describe, expect, it } from 'vitest';
import { PlaybackScheduler } from './playback-scheduler';

describe('PlaybackScheduler', () => {
  it('holds the first chunk a quarter second, then plays chunks back to back', () => {
    const scheduler = new PlaybackScheduler();
    expect(scheduler.schedule(0.1, 10)).toBeCloseTo(10.25);
    expect(scheduler.schedule(0.1, 10.05)).toBeCloseTo(10.35);
    expect(scheduler.schedule(0.2, 10.1)).toBeCloseTo(10.45);
    expect(scheduler.endTime).toBeCloseTo(10.65);
    expect(scheduler.isPlaying(10.6)).toBe(true);
    expect(scheduler.isPlaying(10.7)).toBe(false);
  });

  it('rebuilds the buffer after running dry instead of playing late', () => {
    const scheduler = new PlaybackScheduler();
    scheduler.schedule(0.1, 0);
    expect(scheduler.schedule(0.1, 1)).toBeCloseTo(1.25);
  });

  it('treats a chunk due too soon to start cleanly as a dry buffer', () => {
    const scheduler = new PlaybackScheduler(0.25, 0.02);
    scheduler.schedule(0.1, 0);
    expect(scheduler.schedule(0.1, 0.34)).toBeCloseTo(0.59);
  });

  it('starts afresh after an interruption', () => {
    const scheduler = new PlaybackScheduler();
    scheduler.schedule(5, 0);
    scheduler.reset();
    expect(scheduler.schedule(0.1, 1)).toBeCloseTo(1.25);
  });
});
