import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { espeakUtterance } from '../../../test/speech/espeak';
import { fieldGrammar } from './field-grammars';
import { writeDomainModel } from './language-model';
import { MAX_LOADED_GRAMMARS, PocketsphinxDecoder } from './pocketsphinx';

const model = writeDomainModel(mkdtempSync(join(tmpdir(), 'treaddesk-pocketsphinx-')));
const utterance = (text: string) => espeakUtterance(text, 500);
const everyWord = () => true;

describe('a grammar decoded with its own search settings', () => {
  it("changes that grammar's search only: one loaded after it hears as on a fresh decoder", () => {
    const dot = fieldGrammar({ kind: 'dot' }, everyWord)!;
    const size = fieldGrammar({ kind: 'tyre_size' }, everyWord)!;
    const dotAnswer = utterance('victor tango five one three eight');
    const sizeAnswer = utterance('two fifteen sixty five R sixteen');

    const fresh = new PocketsphinxDecoder(model);
    const plain = fresh.recognizeWith(size, sizeAnswer);
    const penalised = fresh.recognizeWith(size, sizeAnswer, undefined, { wordInsertion: 1e-10 });

    const used = new PocketsphinxDecoder(model);
    used.recognizeWith(dot, dotAnswer, undefined, { wordInsertion: 1e-10, beam: 1e-80 });
    const after = used.recognizeWith(size, sizeAnswer);

    expect(plain?.text).toBeTruthy();
    // The value reaches the search: paying that much for each word, the size is heard otherwise.
    expect(penalised).not.toEqual(plain);
    expect(after).toEqual(plain);
  }, 60_000);
});

describe('the grammar searches a decoder keeps', () => {
  it('gives up the least recently used beyond its limit, and loads one again when it is needed', () => {
    const decoder = new PocketsphinxDecoder(model);
    const answer = utterance('yes that is right');
    const readBack = (...parts: string[]) => fieldGrammar({ kind: 'confirmation', parts }, everyWord)!;
    const first = decoder.recognizeWith(readBack('name'), answer);
    const parts =
      'phone number|dealer|brand|size|price|date|original tread|mileage|tread depth|purchase date'.split('|');
    const pairs = parts.flatMap((one, i) => parts.slice(i + 1).map((two) => [one, two]));
    expect(pairs.length).toBeGreaterThan(MAX_LOADED_GRAMMARS);
    for (const pair of pairs)
      expect(decoder.recognizeWith(readBack(...pair), answer), pair.join()).toBeDefined();
    expect(decoder.loadedGrammars).toBe(MAX_LOADED_GRAMMARS);
    expect(first?.text).toBe('yes that is right');
    expect(decoder.recognizeWith(readBack('name'), answer)).toEqual(first);
    expect(decoder.loadedGrammars).toBe(MAX_LOADED_GRAMMARS);
    decoder.dispose();
  }, 60_000);
});

describe('a word added as another way of saying one', () => {
  it('is read as that word, in the best hearing and in each next best looked through', () => {
    const decoder = new PocketsphinxDecoder(model);
    expect(decoder.addWord('ine', 'AY N', 'nine')).toBe(true);
    // Every path begins with the added word, whatever the recording, so what is checked is the reading.
    const grammar = '#JSGF V1.0;\ngrammar soft;\npublic <answer> = ine (two | three | six) (three | four);\n';
    const answer = utterance('five three four');
    expect(decoder.recognizeWith(grammar, answer)?.text).toMatch(/^nine (two|three|six) (three|four)$/);
    const looked: string[] = [];
    decoder.recognizeWith(grammar, answer, undefined, {}, (text) => looked.push(text) > 0);
    expect(looked.length).toBeGreaterThan(1);
    expect(looked.filter((text) => !text.startsWith('nine '))).toEqual([]);
    decoder.dispose();
  }, 60_000);
});
