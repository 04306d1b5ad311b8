import { describe, expect, it } from 'vitest';
import { concatPcm, silencePcm, tonePcm } from '../../../../fakes/audio/pcm-signals';
import type { ListenFor } from './field-grammars';
import { GrammarListener } from './grammar-listener';
import { POCKETSPHINX_MODEL, type PocketsphinxDecoder } from './pocketsphinx';

describe('the grammar listener', () => {
  // A decoder that hears nothing and keeps how much audio each grammar was given.
  const given: number[] = [];
  const decoder = {
    addWord: () => true,
    recognizeWith: (_grammar: string, samples: Int16Array) => {
      given.push(samples.length);
      return { text: '', probability: 0 };
    },
  } as unknown as PocketsphinxDecoder;
  const listener = new GrammarListener(decoder, `${POCKETSPHINX_MODEL}/cmudict-en-us.dict`);
  // An answer as a call keeps it: 600 ms of quiet before the voice, 500 ms after.
  const answer = concatPcm(silencePcm(600), tonePcm(900, { amplitude: 0.2 }), silencePcm(500));
  const hears = (listen: ListenFor) => {
    given.length = 0;
    listener.hear(listen, answer);
    return [...given];
  };

  it("hears a DOT answer from 50 ms before its voice, and any other with the call's quiet", () => {
    const fromOnset = answer.length - silencePcm(550).length;
    expect(hears({ kind: 'dot' })).toEqual([fromOnset, fromOnset]);
    expect(hears({ kind: 'dot_near', refused: ['XB2124'] })).toEqual([fromOnset]);
    expect(hears({ kind: 'phone' })).toEqual([answer.length]);
    expect(hears({ kind: 'miles' })).toEqual([answer.length]);
  });
});
