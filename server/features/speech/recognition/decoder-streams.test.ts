import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkPcm } from '../../../../fakes/audio/pcm-signals';
import { espeakUtterance } from '../../../test/speech/espeak';
import { DecoderStreams } from './decoder-streams';
import { writeDomainModel } from './language-model';

const model = writeDomainModel(mkdtempSync(join(tmpdir(), 'treaddesk-decoder-streams-')));
const WRONG = espeakUtterance('No, that is wrong.');
const OTHERS = ['My tread is six thirty seconds.', 'I would like to order roses.'].map((text) =>
  espeakUtterance(text),
);

let nextId = 0;
function hear(streams: DecoderStreams, audio: Int16Array, voice?: number[]) {
  const id = (nextId += 1);
  streams.open(id, voice);
  for (const chunk of chunkPcm(audio, 4096)) streams.push(id, chunk);
  return streams.finish(id);
}

describe('decoder streams hear each caller with their own voice', () => {
  const streams = new DecoderStreams(model, 2);

  it('gives a new caller the same words and adaptation whatever the decoder heard before', () => {
    const first = hear(streams, WRONG);
    for (const other of OTHERS) hear(streams, other);
    const again = hear(streams, WRONG);
    expect(again).toEqual(first);
    expect(first.text).toBe('no that is wrong');
  }, 60_000);

  it("hears a caller's next words with what their first taught, on any decoder", () => {
    const { voice } = hear(streams, OTHERS[0]!);
    // Another caller holds one decoder, so the next utterance gets the other one.
    nextId += 1;
    const busy = nextId;
    streams.open(busy);
    const onOther = hear(streams, WRONG, voice);
    streams.cancel(busy);
    const onFirst = hear(streams, WRONG, voice);
    expect(onOther).toEqual(onFirst);
    expect(onOther.voice).not.toEqual(voice);
  }, 60_000);
});
