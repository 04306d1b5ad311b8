import { describe, expect, it } from 'vitest';
import { chunkPcm, concatPcm, noisePcm, silencePcm, tonePcm } from '../../../../../fakes/audio/pcm-signals';
import { TurnDetector, type TurnEvent } from './turn-detector';

function run(signal: Int16Array, chunkSamples = 4096) {
  const detector = new TurnDetector(16_000);
  const events: TurnEvent[] = [];
  for (const chunk of chunkPcm(signal, chunkSamples)) events.push(...detector.push(chunk));
  return { events, detector };
}

describe('energy turn detection', () => {
  it('starts a turn after about 200 ms of voice and ends it after about 700 ms of silence', () => {
    const { events } = run(concatPcm(silencePcm(300), tonePcm(1500), silencePcm(900)));
    expect(events).toEqual([
      { kind: 'speech_start', atMs: 300 },
      { kind: 'speech_end', durationMs: 1500 },
    ]);
  });

  it('does not end a turn on pauses shorter than 700 ms', () => {
    const { events } = run(concatPcm(tonePcm(600), silencePcm(500), tonePcm(600), silencePcm(800)));
    expect(events.map((event) => event.kind)).toEqual(['speech_start', 'speech_end']);
    expect(events[1]).toEqual({ kind: 'speech_end', durationMs: 1700 });
  });

  it('ignores blips under 200 ms and quiet background noise', () => {
    const { events } = run(
      concatPcm(tonePcm(120), silencePcm(300), noisePcm(2000), tonePcm(100), silencePcm(1000)),
    );
    expect(events).toEqual([]);
  });

  it('reports an unfinished turn as still speaking', () => {
    const { events, detector } = run(concatPcm(tonePcm(400), silencePcm(300)));
    expect(events).toEqual([{ kind: 'speech_start', atMs: 0 }]);
    expect(detector.isSpeaking).toBe(true);
  });

  it('gives the same events for any chunk size', () => {
    const signal = concatPcm(silencePcm(250), tonePcm(900), silencePcm(1000), tonePcm(300), silencePcm(800));
    const reference = run(signal, 4096).events;
    for (const size of [1, 160, 333, 1600, 16_000]) expect(run(signal, size).events).toEqual(reference);
  });
});
