import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { domainSentences } from './domain-corpus';
import { KNOWN_TYRE_BRANDS } from '../../../../domain/claim-field-reading';
import { GRAMMAR_WORDS, spokenForm } from './field-grammars';
import { dictionaryWord, namePronunciationLines, pluralPronunciationLines } from './name-pronunciations';
import { everyPersonName } from './person-names';
import { buildArpa } from './ngram-lm';
import { POCKETSPHINX_MODEL, type DecoderModel } from './pocketsphinx';

/**
 * The general English model's share in the model that hears answers in a caller's own words. Heard
 * through the domain's model alone, words it lacks ("mechanic", "fender", "cupped") became the
 * nearest it has; through the general one alone, the benches' espeak-ng callers were heard worse.
 * 0.3 to 0.01 heard unseen answers alike (decision 141).
 */
const GENERAL_ENGLISH_SHARE = 0.1;

/**
 * The domain's model (`languageModel`, `dictionary`), and `ownWords()`: for answers in a caller's
 * own words, made on first use (its dictionary is the whole CMU one, 3.3 MB to write).
 */
export type DomainModel = { languageModel: string; dictionary: string; ownWords: () => DecoderModel };

/**
 * Writes the demo's language model and the pronunciations of its words (taken from the CMU
 * dictionary that comes with the acoustic model) into dir; and, when first asked for, the model for
 * answers in a caller's own words (what went wrong): the whole CMU dictionary with the same added
 * pronunciations.
 */
export function writeDomainModel(dir: string): DomainModel {
  mkdirSync(dir, { recursive: true });
  const sentences = domainSentences();
  // The grammars' words (letters, months, the spelling alphabet, names) are in the dictionary, not the model.
  const vocabulary = new Set([...sentences.flat(), ...GRAMMAR_WORDS, ...everyPersonName()]);
  const cmu = cmuLines().filter((line) => vocabulary.has(dictionaryWord(line)));
  // The brands' other pronunciations, the brands the CMU dictionary lacks, and their plurals.
  const named = [...cmu, ...namePronunciationLines(cmu)];
  const entries = [...named, ...pluralPronunciationLines(named, KNOWN_TYRE_BRANDS.flatMap(spokenForm))];
  const known = new Set(entries.map(dictionaryWord));
  // A word without a pronunciation would make the decoder refuse the whole model.
  const usable = sentences.filter((sentence) => sentence.every((word) => known.has(word)));
  const languageModel = join(dir, 'domain.arpa');
  const dictionary = join(dir, 'domain.dict');
  writeFileSync(languageModel, buildArpa(usable));
  writeFileSync(dictionary, `${entries.join('\n')}\n`);
  let ownWords: DecoderModel | undefined;
  return {
    languageModel,
    dictionary,
    ownWords: () => (ownWords ??= writeOwnWordsModel(dir, languageModel)),
  };
}

function cmuLines(): string[] {
  return readFileSync(`${POCKETSPHINX_MODEL}/cmudict-en-us.dict`, 'utf8').split('\n').filter(Boolean);
}

function writeOwnWordsModel(dir: string, languageModel: string): DecoderModel {
  const every = cmuLines();
  const dictionary = join(dir, 'every-word.dict');
  writeFileSync(dictionary, `${[...every, ...namePronunciationLines(every)].join('\n')}\n`);
  return { languageModel, dictionary, generalEnglish: GENERAL_ENGLISH_SHARE };
}
