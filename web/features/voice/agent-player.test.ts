import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentPlayer } from './agent-player';

class FakeSource {
  buffer: unknown = null;
  onended: (() => void) | null = null;
  startedAt: number | undefined;
  stoppedAt: number | undefined;
  connect() {}
  disconnect() {}
  start(time: number) {
    this.startedAt = time;
  }
  stop(time = 0) {
    this.stoppedAt = time;
  }
}

class FakeGain {
  ramps: [number, number][] = [];
  isDisconnected = false;
  gain = {
    value: 1,
    setValueAtTime: () => undefined,
    linearRampToValueAtTime: (value: number, time: number) => void this.ramps.push([value, time]),
  };
  connect() {}
  disconnect() {
    this.isDisconnected = true;
  }
}

/** Just enough of an AudioContext to watch what the player schedules. */
function fakeContext() {
  const gains: FakeGain[] = [];
  const sources: FakeSource[] = [];
  const raw = {
    currentTime: 0,
    destination: {},
    createGain: () => gains[gains.push(new FakeGain()) - 1],
    createBuffer: (_channels: number, length: number, rate: number) => ({
      duration: length / rate,
      copyToChannel: () => undefined,
    }),
    createBufferSource: () => sources[sources.push(new FakeSource()) - 1],
  };
  return { context: raw as unknown as AudioContext, raw, gains, sources };
}

describe('AgentPlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('schedules PCM frames back to back after a quarter-second buffer and counts played frames', () => {
    const { context, sources } = fakeContext();
    const events = { onSpeakingChange: vi.fn(), onFramePlayed: vi.fn() };
    const player = new AgentPlayer(context, 16_000, events);
    player.enqueue(new ArrayBuffer(3200)); // 1600 samples = 0.1 s
    player.enqueue(new ArrayBuffer(3200));
    expect(sources.map((s) => s.startedAt)).toEqual([0.25, expect.closeTo(0.35)]);
    expect(events.onSpeakingChange).toHaveBeenCalledWith(true);
    sources[0]!.onended!();
    expect(events.onFramePlayed).toHaveBeenCalledTimes(1);
    expect(events.onSpeakingChange).toHaveBeenCalledTimes(1);
    sources[1]!.onended!();
    expect(events.onSpeakingChange).toHaveBeenLastCalledWith(false);
  });

  it('fades the current reply out over 2 s on interruption and plays the next through a fresh gain', () => {
    const { context, raw, gains, sources } = fakeContext();
    const player = new AgentPlayer(context, 16_000, {
      onSpeakingChange: () => undefined,
      onFramePlayed: () => undefined,
    });
    player.enqueue(new ArrayBuffer(32_000));
    raw.currentTime = 0.5;
    player.interrupt();
    expect(gains[0]!.ramps).toEqual([[0, 2.5]]);
    expect(sources[0]!.stoppedAt).toBe(2.5);
    player.enqueue(new ArrayBuffer(3200));
    expect(sources[1]!.startedAt).toBeCloseTo(0.75);
    expect(gains).toHaveLength(2);
    vi.advanceTimersByTime(2200);
    expect(gains[0]!.isDisconnected).toBe(true);
  });

  it('ignores empty frames and stops everything on close', () => {
    const { context, sources } = fakeContext();
    const events = { onSpeakingChange: vi.fn(), onFramePlayed: vi.fn() };
    const player = new AgentPlayer(context, 24_000, events);
    player.enqueue(new ArrayBuffer(1));
    expect(sources).toHaveLength(0);
    player.enqueue(new ArrayBuffer(480));
    player.close();
    expect(sources[0]!.stoppedAt).toBe(0);
    player.enqueue(new ArrayBuffer(480));
    expect(sources).toHaveLength(1);
  });
});
