import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { chunkPcm } from '../../../../fakes/audio/pcm-signals';
import { espeakUtterance } from '../../../test/speech/espeak';
import { DecoderStreams } from './decoder-streams';
import type { FieldListening } from './field-hearing';
import { writeDomainModel } from './language-model';

const model = writeDomainModel(mkdtempSync(join(tmpdir(), 'treaddesk-decoder-streams-')));
const WRONG = espeakUtterance('No, that is wrong.');
const OTHERS = ['My tread is six thirty seconds.', 'I would like to order roses.'].map((text) =>
  espeakUtterance(text),
);

let nextId = 0;
function hear(streams: DecoderStreams, audio: Int16Array, voice?: number[], listen?: FieldListening) {
  const id = (nextId += 1);
  streams.open(id, voice, listen);
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

describe("what went wrong, in the caller's own words", () => {
  const listen: FieldListening = { field: 'problem', vocabulary: { brands: [], dealers: [] } };
  const domainOnly = new DecoderStreams(
    { languageModel: model.languageModel, dictionary: model.dictionary },
    1,
  );
  const withOwnWords = new DecoderStreams(model, 1);
  const domainWords = new Set(
    readFileSync(model.dictionary, 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[0]),
  );
  const said = [
    'My neighbour thinks the tyre is leaking from the bead.',
    'The grooves look shallow compared to my other car.',
    'Honestly the tyres were noisy from the first day.',
  ];

  it('is heard with everyday English besides the claim words, not held to the domain words', () => {
    // Whether that hears a caller better is measured by voice in decision 141, not here: on a few
    // sentences one voice can be heard better either way.
    const heard = said.flatMap((sentence) => {
      const { voice } = hear(withOwnWords, espeakUtterance('I want to make a warranty claim please.'));
      return hear(withOwnWords, espeakUtterance(sentence), voice, listen).text.split(' ');
    });
    expect(heard.filter((word) => !domainWords.has(word)).length).toBeGreaterThan(0);
    const held = said.flatMap((sentence) => {
      const { voice } = hear(domainOnly, espeakUtterance('I want to make a warranty claim please.'));
      return hear(domainOnly, espeakUtterance(sentence), voice, listen).text.split(' ');
    });
    expect(held.filter((word) => word && !domainWords.has(word))).toEqual([]);
  }, 120_000);

  it("is heard through the domain's model when the everyday model cannot load", () => {
    const broken = () => ({ ...model.ownWords(), languageModel: join(tmpdir(), 'no-such-model.arpa') });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const streams = new DecoderStreams({ ...model, ownWords: broken }, 1);
      const { voice } = hear(streams, espeakUtterance('I want to make a warranty claim please.'));
      const heard = hear(streams, espeakUtterance(said[0]!), voice, listen);
      expect(heard.text).toBe(hear(domainOnly, espeakUtterance(said[0]!), voice, listen).text);
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/own words are heard through the domain's model/),
      );
    } finally {
      logged.mockRestore();
    }
  }, 60_000);
});
