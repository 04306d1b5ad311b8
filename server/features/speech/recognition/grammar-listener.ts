import { readFileSync } from 'node:fs';
import { fromVoiceOnset } from '../audio/pcm';
import {
  brandSaid,
  fieldGrammars,
  quietHeardBefore,
  searchSettingsFor,
  SOFT_NINE,
  spokenForm,
  type ListenFor,
} from './field-grammars';
import { grammarAccepts } from './grammar-language';
import { chooseHearing, listenFor, nearRefused, rejectedHearing, type FieldListening } from './field-hearing';
import type { PocketsphinxDecoder, VoiceAdaptation } from './pocketsphinx';
import { cmuPronunciation, type Pronouncer } from './pronunciations';
import { dictionaryWord } from './name-pronunciations';

/** The words of a grammar that may be the tenant's own, as said: dealers, brands, customers' names. */
function tenantWords(listen: ListenFor): string[] {
  switch (listen.kind) {
    case 'brand':
      return listen.brands.flatMap((brand) => brandSaid(spokenForm(brand)).flat());
    case 'dealer':
      return listen.dealers.flatMap(spokenForm);
    case 'name':
      // Already as said (listenForField): normalizing two thousand names again cost 5 to 35 ms a turn.
      return [...listen.given, ...listen.surnames];
    default:
      return [];
  }
}

/**
 * Hears an answer through the grammar of what it can be, on a decoder whose dictionary is the
 * demo's: a tenant's dealer or brand word the dictionary lacks is added with its CMU pronunciation,
 * else with the fallback's (Flite's letter-to-sound rules, for a name such as "Hankook"); a word
 * with neither cannot be listened for, and its name is left to the open vocabulary.
 */
export class GrammarListener {
  private readonly known: Set<string>;
  /** Words neither the CMU dictionary nor the fallback can say: not asked again. */
  private readonly unsayable = new Set<string>();

  constructor(
    private readonly decoder: PocketsphinxDecoder,
    dictionary: string,
    private readonly fallback: Pronouncer = (words) => words.map(() => undefined),
  ) {
    this.known = new Set(readFileSync(dictionary, 'utf8').split('\n').map(dictionaryWord));
    if (decoder.addWord(SOFT_NINE.word, SOFT_NINE.phones, SOFT_NINE.readAs)) this.known.add(SOFT_NINE.word);
  }

  private knows = (word: string): boolean => {
    if (this.known.has(word)) return true;
    const phones = cmuPronunciation(word);
    if (!phones || !this.decoder.addWord(word, phones)) return false;
    this.known.add(word);
    return true;
  };

  /** The tenant's words the CMU dictionary lacks, pronounced by the fallback in one go, once each. */
  private learn(listen: ListenFor) {
    const unknown = [...new Set(tenantWords(listen))].filter(
      (word) => !this.known.has(word) && !this.unsayable.has(word) && !cmuPronunciation(word),
    );
    if (unknown.length === 0) return;
    this.fallback(unknown).forEach((phones, index) => {
      const word = unknown[index]!;
      if (phones && this.decoder.addWord(word, phones)) this.known.add(word);
      else this.unsayable.add(word);
    });
  }

  /**
   * The grammars to hear an answer through, in turn. Past a refused phone number, the phone grammar
   * is tried again without the soft nine: its twin paths crowd the lattice's search for the next
   * best, which then may find no other reading.
   */
  private grammarsFor(listen: ListenFor, passingOver: boolean): string[] {
    const grammars = fieldGrammars(listen, this.knows);
    if (!passingOver || listen.kind !== 'phone') return grammars;
    return [...grammars, ...fieldGrammars(listen, (word) => word !== SOFT_NINE.word && this.knows(word))];
  }

  /** `unwanted`: a hearing the caller already said was wrong, passed over for the next best. */
  hear(
    listen: ListenFor,
    samples: Int16Array,
    voice?: VoiceAdaptation,
    unwanted?: (text: string) => boolean,
  ) {
    this.learn(listen);
    const quietKept = quietHeardBefore(listen);
    const heardFrom = quietKept === undefined ? samples : fromVoiceOnset(samples, quietKept);
    for (const grammar of this.grammarsFor(listen, unwanted !== undefined)) {
      const accepts = grammarAccepts(grammar);
      // Past a refused hearing, the next best is a whole answer the grammar has, not a path cut
      // short ("s t e p h e n s o").
      const passedOver = unwanted && ((text: string) => unwanted(text) || !accepts(text));
      const heard = this.decoder.recognizeWith(
        grammar,
        heardFrom,
        voice,
        searchSettingsFor(listen, unwanted !== undefined),
        passedOver,
      );
      if (heard?.text) return { ...heard, accepts };
    }
    return undefined;
  }

  /**
   * An answer heard again through the grammar of what it can be; the more plausible of the two
   * hearings wins (`open`: the open vocabulary's words). The grammar hears it with the voice as the
   * open hearing left it, which has learnt this answer's own sound: heard with the voice of the
   * earlier answers, the first words of an answer were the ones most often wrong ("eight nine two"
   * heard as "it's nine two"). A value the caller refused is passed over for the next best, or for
   * one near it.
   */
  hearAnswer(listening: FieldListening, open: string, samples: Int16Array, voice?: VoiceAdaptation): string {
    const grammar = listenFor(listening, open);
    if (!grammar) return open;
    const unwanted = rejectedHearing(listening);
    const fitted = this.hear(grammar, samples, voice, unwanted);
    // Open words that read as a value the caller refused count as none.
    const heard = chooseHearing(listening.field, unwanted?.(open) ? '' : open, fitted) || open;
    const near = nearRefused(listening, heard);
    return (near && this.hear(near, samples, voice)?.text) || heard;
  }
}
