import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { domainSentences } from './domain-corpus';
import { GRAMMAR_WORDS } from './field-grammars';
import { namePronunciationLines } from './name-pronunciations';
import { everyPersonName } from './person-names';
import { buildArpa } from './ngram-lm';
import { POCKETSPHINX_MODEL, type DecoderModel } from './pocketsphinx';

/**
 * The general English model's share in the model that hears answers in a caller's own words. Heard
 * through the domain's model alone, words it lacks ("mechanic", "fender", "cupped") became the
 * nearest it has; through the general one alone, the benches' espeak-ng callers were heard worse.
 * 0.3 to 0.03 heard unseen answers alike (decision 141).
 */
const GENERAL_ENGLISH_SHARE = 0.1;

/** The domain's model (`languageModel`, `dictionary`), and `ownWords`: for answers in a caller's own words. */
export type DomainModel = { languageModel: string; dictionary: string; ownWords: DecoderModel };

/**
 * Writes the demo's language model and the pronunciations of its words (taken from the CMU
 * dictionary that comes with the acoustic model) into dir; and for answers in a caller's own words
 * (what went wrong), the whole CMU dictionary with the same added pronunciations.
 */
export function writeDomainModel(dir: string): DomainModel {
  mkdirSync(dir, { recursive: true });
  const sentences = domainSentences();
  // The grammars' words (letters, months, the spelling alphabet, names) are in the dictionary, not the model.
  const vocabulary = new Set([...sentences.flat(), ...GRAMMAR_WORDS, ...everyPersonName()]);
  const wholeCmu = readFileSync(`${POCKETSPHINX_MODEL}/cmudict-en-us.dict`, 'utf8')
    .split('\n')
    .filter(Boolean);
  const cmu = wholeCmu.filter((line) =>
    vocabulary.has(line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '')),
  );
  // The brands' other pronunciations, and the brands the CMU dictionary lacks.
  const entries = [...cmu, ...namePronunciationLines(cmu)];
  const known = new Set(entries.map((line) => line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '')));
  // A word without a pronunciation would make the decoder refuse the whole model.
  const usable = sentences.filter((sentence) => sentence.every((word) => known.has(word)));
  const languageModel = join(dir, 'domain.arpa');
  const dictionary = join(dir, 'domain.dict');
  writeFileSync(languageModel, buildArpa(usable));
  writeFileSync(dictionary, `${entries.join('\n')}\n`);
  const everyWord = join(dir, 'every-word.dict');
  writeFileSync(everyWord, `${[...wholeCmu, ...namePronunciationLines(wholeCmu)].join('\n')}\n`);
  return {
    languageModel,
    dictionary,
    ownWords: { languageModel, dictionary: everyWord, generalEnglish: GENERAL_ENGLISH_SHARE },
  };
}
