import { readFileSync } from 'node:fs';
import { fieldGrammars, type ListenFor } from './field-grammars';
import { POCKETSPHINX_MODEL, type PocketsphinxDecoder, type VoiceAdaptation } from './pocketsphinx';

const wordOf = (line: string) => line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');

/** The words a grammar can hear (its rules' names and keywords left out). */
function grammarWords(grammar: string): Set<string> {
  const body = grammar.replace(/<[^>]*>/g, ' ').replace(/^#JSGF.*$|^grammar .*$|\bpublic\b/gm, ' ');
  return new Set(body.match(/[a-z][a-z'-]*/g) ?? []);
}

let pronunciations: Map<string, string> | undefined;

/** The full CMU dictionary's first pronunciation of each word, read once per process when first needed. */
function cmuPronunciations(): Map<string, string> {
  if (pronunciations) return pronunciations;
  pronunciations = new Map();
  for (const line of readFileSync(`${POCKETSPHINX_MODEL}/cmudict-en-us.dict`, 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    if (space > 0 && !line.slice(0, space).includes('('))
      pronunciations.set(line.slice(0, space), line.slice(space + 1).trim());
  }
  return pronunciations;
}

/**
 * Hears an answer through the grammar of what it can be, on a decoder whose dictionary is the
 * demo's: a tenant's dealer or brand word the dictionary lacks is added with its CMU pronunciation
 * (a word with none cannot be listened for, and its name is left to the open vocabulary).
 */
export class GrammarListener {
  private readonly known: Set<string>;

  constructor(
    private readonly decoder: PocketsphinxDecoder,
    dictionary: string,
  ) {
    this.known = new Set(readFileSync(dictionary, 'utf8').split('\n').map(wordOf));
  }

  private knows = (word: string): boolean => {
    if (this.known.has(word)) return true;
    const phones = cmuPronunciations().get(word);
    if (!phones || !this.decoder.addWord(word, phones)) return false;
    this.known.add(word);
    return true;
  };

  hear(listen: ListenFor, samples: Int16Array, voice?: VoiceAdaptation) {
    for (const grammar of fieldGrammars(listen, this.knows)) {
      const heard = this.decoder.recognizeWith(grammar, samples, voice);
      if (heard?.text) return { ...heard, words: grammarWords(grammar) };
    }
    return undefined;
  }
}
