import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { domainSentences } from './domain-corpus';
import { GRAMMAR_WORDS } from './field-grammars';
import { namePronunciationLines } from './name-pronunciations';
import { everyPersonName } from './person-names';
import { buildArpa } from './ngram-lm';
import { POCKETSPHINX_MODEL, type DecoderModel } from './pocketsphinx';

/**
 * Writes the demo's language model and the pronunciations of its words (taken from the CMU
 * dictionary that comes with the acoustic model) into dir.
 */
export function writeDomainModel(dir: string): Required<DecoderModel> {
  mkdirSync(dir, { recursive: true });
  const sentences = domainSentences();
  // The grammars' words (letters, months, the spelling alphabet, names) are in the dictionary, not the model.
  const vocabulary = new Set([...sentences.flat(), ...GRAMMAR_WORDS, ...everyPersonName()]);
  const cmu = readFileSync(`${POCKETSPHINX_MODEL}/cmudict-en-us.dict`, 'utf8')
    .split('\n')
    .filter((line) => vocabulary.has(line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '')));
  // The brands' other pronunciations, and the brands the CMU dictionary lacks.
  const entries = [...cmu, ...namePronunciationLines(cmu)];
  const known = new Set(entries.map((line) => line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '')));
  // A word without a pronunciation would make the decoder refuse the whole model.
  const usable = sentences.filter((sentence) => sentence.every((word) => known.has(word)));
  const languageModel = join(dir, 'domain.arpa');
  const dictionary = join(dir, 'domain.dict');
  writeFileSync(languageModel, buildArpa(usable));
  writeFileSync(dictionary, `${entries.join('\n')}\n`);
  return { languageModel, dictionary };
}
