import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { espeakUtterance, type EspeakVoice } from '../../../test/speech/espeak';
import { domainSentences } from './domain-corpus';
import { writeDomainModel } from './language-model';
import { PocketsphinxDecoder } from './pocketsphinx';

/** Answers to "What went wrong?" that no example sentence holds, and the word that names the trouble. */
const TROUBLES: Array<[said: string, trouble: string]> = [
  ['The front tyre has a big bulge on the outer wall.', 'bulge'],
  ['It has been leaking air since Monday.', 'leaking'],
  ['There are small cracks all over the sidewall.', 'cracks'],
  ['Both tyres are nearly bald.', 'bald'],
  ['The tyre went flat on my way home.', 'flat'],
  ['They make a lot of noise at speed.', 'noise'],
  ['The tread started to come apart.', 'apart'],
  ['The inside edge of the tyre is worn down.', 'worn'],
];
const VOICES: EspeakVoice[] = [
  { voice: 'en-us', wpm: 140 },
  { voice: 'en-gb', wpm: 150 },
];

describe('the language model of the open vocabulary', () => {
  it('hears the trouble a caller names in words of their own, in most answers to "What went wrong?"', () => {
    const sentences = new Set(domainSentences().map((words) => words.join(' ')));
    for (const [said] of TROUBLES) expect(sentences.has(said.toLowerCase().replace(/[.,]/g, ''))).toBe(false);

    const decoder = new PocketsphinxDecoder(writeDomainModel(mkdtempSync(join(tmpdir(), 'treaddesk-lm-'))));
    const missed: string[] = [];
    for (const voice of VOICES) {
      // As in a call, the answer comes after the caller's first words taught the decoder their voice.
      decoder.recognize(espeakUtterance('I want to make a warranty claim please', 500, voice));
      let adaptation = decoder.adaptation();
      for (const [said, trouble] of TROUBLES) {
        const heard = decoder.recognize(espeakUtterance(said, 500, voice), adaptation);
        adaptation = decoder.adaptation();
        if (!heard.split(' ').includes(trouble)) missed.push(`${voice.voice}: "${said}" heard "${heard}"`);
      }
    }
    // Of 16, without the tyre troubles among its examples the model heard 2 (bench/spoken-claim-fields.ts
    // measures the whole descriptions' words).
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(TROUBLES.length * VOICES.length * 0.5);
  }, 60_000);
});
