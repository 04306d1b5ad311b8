import { describe, expect, it } from 'vitest';
import type { RecognitionStream, RecognizerStatus } from '../../../speech';
import { deferredRecognition } from './deferred-recognition';

function loadingRecognizer() {
  let settle!: (status: RecognizerStatus) => void;
  const recognizer = new Promise<RecognizerStatus>((resolve) => (settle = resolve));
  const heard: number[] = [];
  let cancelled = false;
  const stream: RecognitionStream = {
    push: (samples) => heard.push(...samples),
    finish: async () => `heard ${heard.length} samples`,
    cancel: () => (cancelled = true),
  };
  return {
    speech: { recognizer, openStream: () => stream },
    settle,
    heard,
    wasCancelled: () => cancelled,
  };
}

describe('a turn spoken while the recognizer loads', () => {
  it('keeps its audio and recognizes all of it once the recognizer is ready', async () => {
    const loading = loadingRecognizer();
    const turn = deferredRecognition(loading.speech);
    turn.push(new Int16Array([1, 2, 3]));
    turn.push(new Int16Array([4]));
    const finished = turn.finish();
    loading.settle({ available: true });
    expect(await finished).toBe('heard 4 samples');
    expect(loading.heard).toEqual([1, 2, 3, 4]);
  });

  it('finishes with null when no recognizer comes', async () => {
    const loading = loadingRecognizer();
    const turn = deferredRecognition(loading.speech);
    turn.push(new Int16Array([1]));
    loading.settle({ available: false, reason: 'not installed' });
    expect(await turn.finish()).toBeNull();
    expect(loading.heard).toEqual([]);
  });

  it('drops the audio of a cancelled turn', async () => {
    const loading = loadingRecognizer();
    const turn = deferredRecognition(loading.speech);
    turn.push(new Int16Array([1]));
    turn.cancel();
    loading.settle({ available: true });
    expect(await turn.finish()).toBeNull();
    expect(loading.heard).toEqual([]);
  });
});
