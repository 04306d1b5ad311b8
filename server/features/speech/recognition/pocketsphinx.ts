import koffi from 'koffi';

/** Debian's pocketsphinx-en-us acoustic model, pronouncing dictionary and general English model. */
export const POCKETSPHINX_MODEL = '/usr/share/pocketsphinx/model/en-us';
export const INSTALL_HINT = 'apt-get install pocketsphinx pocketsphinx-en-us python3-fake-factory';

type Pointer = unknown;

const DITHER_SEED = 0x2545f491;

/** How many of an utterance's hypotheses are looked through for one that is not unwanted. */
const NBEST_LIMIT = 50;
/**
 * Grammar searches one decoder keeps loaded, the least recently used given up beyond it: a claim
 * call uses about twenty, and a tenant's dealers and customers make new ones as they change.
 */
export const MAX_LOADED_GRAMMARS = 32;

/**
 * A search that hears one word. The cepstral mean sums the raw frames whatever the search, and the
 * search takes every frame as it comes, so decoding through it moves the mean exactly as the open
 * search does, at a fraction of the cost: for passes that only learn a caller's voice.
 */
const VOICE_ONLY_GRAMMAR = '#JSGF V1.0;\ngrammar voice;\npublic <voice> = yes;\n';

/** What an utterance is decoded for: its words, or only what it teaches of the caller's voice. */
export type Hearing = 'words' | 'voice only';

type Library = {
  parseArgs(args: string[]): Pointer;
  init(config: Pointer): Pointer;
  startUtterance(decoder: Pointer): number;
  processRaw(
    decoder: Pointer,
    samples: Int16Array,
    count: number,
    noSearch: number,
    fullUtterance: number,
  ): number;
  endUtterance(decoder: Pointer): number;
  hypothesis(decoder: Pointer, score: number[]): string | null;
  nbest(decoder: Pointer): Pointer;
  nbestNext(nbest: Pointer): Pointer;
  nbestHypothesis(nbest: Pointer, score: number[]): string | null;
  nbestFree(nbest: Pointer): void;
  free(decoder: Pointer): number;
  setJsgf(decoder: Pointer, name: string, jsgf: string): number;
  setSearch(decoder: Pointer, name: string): number;
  unsetSearch(decoder: Pointer, name: string): number;
  getSearch(decoder: Pointer): string | null;
  addWord(decoder: Pointer, word: string, phones: string, update: number): number;
  probability(decoder: Pointer): number;
  logmath(decoder: Pointer): Pointer;
  exp(logmath: Pointer, value: number): number;
  configOf(decoder: Pointer): Pointer;
  getFloat(config: Pointer, name: string): number;
  setFloat(config: Pointer, name: string, value: number): void;
  /** The decoder's cepstral mean normalization: its `cmn_t`, whose running mean it keeps. */
  cepstralMeanOf(decoder: Pointer): { cmn: Pointer; length: number };
  getMean(cmn: Pointer, mean: Float32Array): void;
  setMean(cmn: Pointer, mean: Float32Array): void;
  readLanguageModel(config: Pointer, file: string, logmath: Pointer): Pointer;
  mixLanguageModels(config: Pointer, models: Pointer[], names: string[], weights: Float32Array): Pointer;
  setLanguageModel(decoder: Pointer, name: string, model: Pointer): number;
};

/** The head of sphinxbase's `feat_t`, as far as its `cmn_struct`. */
const FEAT_HEAD = koffi.struct({
  refcount: 'int',
  name: 'void *',
  cepsize: 'int32',
  nStream: 'int32',
  streamLen: 'void *',
  windowSize: 'int32',
  nSv: 'int32',
  svLen: 'void *',
  subvecs: 'void *',
  svBuf: 'void *',
  svDim: 'int32',
  cmn: 'int',
  varnorm: 'int32',
  agc: 'int',
  computeFeat: 'void *',
  cmnStruct: 'void *',
});
/** sphinxbase's `cmn_t`. */
const CMN = koffi.struct({
  mean: 'void *',
  variance: 'void *',
  sum: 'void *',
  frames: 'int32',
  length: 'int32',
});

let library: Library | undefined;

/** Binds the C API of Debian's libpocketsphinx3 (0.8+5prealpha); throws when it is not installed. */
function bind(): Library {
  if (library) return library;
  const sphinxbase = koffi.load('libsphinxbase.so.3');
  const pocketsphinx = koffi.load('libpocketsphinx.so.3');
  const args = pocketsphinx.func('void *ps_args(void)');
  const getFeat = pocketsphinx.func('void *ps_get_feat(void *ps)');
  const parse = sphinxbase.func(
    'void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)',
  );
  const readNgram = sphinxbase.func(
    'void *ngram_model_read(void *config, const char *file, int type, void *lmath)',
  );
  const mixNgrams = sphinxbase.func(
    'void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int n)',
  );
  // Quiet: no log lines, and no configuration dump on stderr.
  sphinxbase.func('void err_set_callback(void *callback, void *userData)')(null, null);
  sphinxbase.func('void err_set_logfp(void *stream)')(null);
  library = {
    parseArgs: (argv) => parse(null, args(), argv.length, argv, 1),
    init: pocketsphinx.func('void *ps_init(void *config)'),
    startUtterance: pocketsphinx.func('int ps_start_utt(void *ps)'),
    processRaw: pocketsphinx.func(
      'int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)',
    ),
    endUtterance: pocketsphinx.func('int ps_end_utt(void *ps)'),
    hypothesis: pocketsphinx.func('const char *ps_get_hyp(void *ps, _Out_ int *score)'),
    free: pocketsphinx.func('int ps_free(void *ps)'),
    nbest: pocketsphinx.func('void *ps_nbest(void *ps)'),
    nbestNext: pocketsphinx.func('void *ps_nbest_next(void *nbest)'),
    nbestHypothesis: pocketsphinx.func('const char *ps_nbest_hyp(void *nbest, _Out_ int *score)'),
    nbestFree: pocketsphinx.func('void ps_nbest_free(void *nbest)'),
    setJsgf: pocketsphinx.func('int ps_set_jsgf_string(void *ps, const char *name, const char *jsgf)'),
    setSearch: pocketsphinx.func('int ps_set_search(void *ps, const char *name)'),
    unsetSearch: pocketsphinx.func('int ps_unset_search(void *ps, const char *name)'),
    getSearch: pocketsphinx.func('const char *ps_get_search(void *ps)'),
    addWord: pocketsphinx.func('int ps_add_word(void *ps, const char *word, const char *phones, int update)'),
    probability: pocketsphinx.func('int32 ps_get_prob(void *ps)'),
    logmath: pocketsphinx.func('void *ps_get_logmath(void *ps)'),
    exp: sphinxbase.func('double logmath_exp(void *lmath, int logb_p)'),
    configOf: pocketsphinx.func('void *ps_get_config(void *ps)'),
    getFloat: sphinxbase.func('double cmd_ln_float_r(void *cmdln, const char *name)'),
    setFloat: sphinxbase.func('void cmd_ln_set_float_r(void *cmdln, const char *name, double fv)'),
    cepstralMeanOf(decoder) {
      const feat = koffi.decode(getFeat(decoder), FEAT_HEAD) as { cepsize: number; cmnStruct: Pointer };
      const cmn = feat.cmnStruct ? (koffi.decode(feat.cmnStruct, CMN) as { length: number }) : undefined;
      // A build laid out otherwise than 0.8+5prealpha would be read wrongly: refuse it.
      if (!cmn || cmn.length !== feat.cepsize) throw new Error('unsupported pocketsphinx build');
      return { cmn: feat.cmnStruct, length: cmn.length };
    },
    getMean: sphinxbase.func('void cmn_live_get(void *cmn, _Out_ float *mean)'),
    setMean: sphinxbase.func('void cmn_live_set(void *cmn, const float *mean)'),
    // NGRAM_AUTO (0): ARPA or binary, by the file's header.
    readLanguageModel: (config, file, logmath) => readNgram(config, file, 0, logmath),
    mixLanguageModels: (config, models, names, weights) =>
      mixNgrams(config, models, names, weights, models.length),
    setLanguageModel: pocketsphinx.func('int ps_set_lm(void *ps, const char *name, void *lm)'),
  };
  return library;
}

export type DecoderModel = {
  /** An ARPA language model; the general English one when absent. */
  languageModel?: string;
  /** A pronouncing dictionary; the full CMU dictionary when absent. */
  dictionary?: string;
  /**
   * The general English model's share, mixed into `languageModel` (0 to 1): for words the domain's
   * model lacks, as callers use saying what went wrong. Its words need the full dictionary.
   */
  generalEnglish?: number;
};

const GENERAL_ENGLISH_MODEL = `${POCKETSPHINX_MODEL}/en-us.lm.bin`;

/**
 * How a grammar's search is decoded where not as the decoder's own: the word insertion probability
 * (`-wip`, 0.65) and the beams, the scores below the best at which a path (`-beam`, 1e-48), a path
 * at a word's end (`-wbeam`, 7e-29) or a phone (`-pbeam`, 1e-48) is dropped.
 */
export type SearchSettings = { wordInsertion?: number; beam?: number; wordBeam?: number; phoneBeam?: number };

const SEARCH_FLAGS: Record<keyof SearchSettings, string> = {
  wordInsertion: '-wip',
  beam: '-beam',
  wordBeam: '-wbeam',
  phoneBeam: '-pbeam',
};

/**
 * What a decoder has learnt of one caller's voice and line: the running cepstral mean. Decoding
 * live, pocketsphinx normalizes with the mean of the utterances it heard before (whatever `-cmn`
 * says), so a pooled decoder would hear a caller through the previous caller's voice.
 */
export type VoiceAdaptation = number[];

/** One pocketsphinx decoder: 16 kHz PCM16 in, words out; one utterance at a time. */
export class PocketsphinxDecoder {
  private readonly lib = bind();
  private decoder: Pointer;
  private seed = DITHER_SEED;
  private readonly cmn: { cmn: Pointer; length: number };
  /** The acoustic model's own starting mean, for a caller heard for the first time. */
  private readonly initialMean: Float32Array;
  /** The open-vocabulary search, and the grammar searches loaded (by their JSGF text, least recently used first). */
  private readonly openSearch: string;
  private readonly grammars = new Map<string, string>();
  /** Words added as another word's way of being said, and that word. */
  private readonly readAs = new Map<string, string>();
  private grammarsLoaded = 0;
  /** The utterance under way is heard through the one-word search. */
  private voiceOnly = false;

  constructor(model: DecoderModel = {}) {
    const config = this.lib.parseArgs([
      '-hmm',
      `${POCKETSPHINX_MODEL}/en-us`,
      '-dict',
      model.dictionary ?? `${POCKETSPHINX_MODEL}/cmudict-en-us.dict`,
      '-lm',
      model.languageModel ?? GENERAL_ENGLISH_MODEL,
      // The flat second pass doubles the cost for little gain on short, in-domain turns.
      '-fwdflat',
      model.languageModel ? 'no' : 'yes',
      // Browsers already suppress noise, and pocketsphinx's own noise removal ate the quiet end of
      // utterances.
      '-remove_noise',
      'no',
    ]);
    this.decoder = config ? this.lib.init(config) : null;
    if (!this.decoder) throw new Error('pocketsphinx could not load its model');
    this.cmn = this.lib.cepstralMeanOf(this.decoder);
    this.initialMean = new Float32Array(this.cmn.length);
    this.lib.getMean(this.cmn.cmn, this.initialMean);
    this.openSearch =
      model.languageModel && model.generalEnglish
        ? this.mixInGeneralEnglish(model.languageModel, model.generalEnglish)
        : (this.lib.getSearch(this.decoder) ?? '_default');
  }

  /** An open search whose model is the domain's with the general English one mixed in; its name. */
  private mixInGeneralEnglish(domainModel: string, share: number): string {
    const config = this.lib.configOf(this.decoder);
    const logmath = this.lib.logmath(this.decoder);
    const models = [domainModel, GENERAL_ENGLISH_MODEL].map((file) =>
      this.lib.readLanguageModel(config, file, logmath),
    );
    const mixed =
      models.every(Boolean) &&
      this.lib.mixLanguageModels(config, models, ['domain', 'general'], Float32Array.of(1 - share, share));
    if (!mixed || this.lib.setLanguageModel(this.decoder, 'everyday', mixed) < 0)
      throw new Error('pocketsphinx could not load the general English model');
    this.lib.setSearch(this.decoder, 'everyday');
    return 'everyday';
  }

  /**
   * Adds a word the dictionary lacks, with its phones ("M IH SH AH L AH N"); false when refused.
   * A word added as another one's way of being said (`readAs`) is read as that word in every hearing.
   */
  addWord(word: string, phones: string, readAs?: string): boolean {
    if (this.lib.addWord(this.decoder, word, phones, 0) < 0) return false;
    if (readAs) this.readAs.set(word, readAs);
    return true;
  }

  /** A hypothesis with each word added as another's way of being said read as that word. */
  private asRead(text: string): string {
    if (this.readAs.size === 0) return text;
    return text
      .split(' ')
      .map((word) => this.readAs.get(word) ?? word)
      .join(' ');
  }

  /**
   * Hears a recording through a JSGF grammar instead of the open vocabulary: the words and the
   * recognizer's posterior probability of them (0 to 1); undefined when the grammar does not load.
   * With `unwanted`, a hearing it refuses gives way to the decoder's next best that it accepts
   * (from the utterance's lattice), or to none.
   */
  recognizeWith(
    jsgf: string,
    samples: Int16Array,
    voice?: VoiceAdaptation,
    settings: SearchSettings = {},
    unwanted?: (text: string) => boolean,
  ) {
    if (!this.useGrammar(jsgf, settings)) return undefined;
    try {
      let text = this.asRead(this.recognize(samples, voice));
      if (unwanted?.(text)) text = this.nextBest(unwanted) ?? '';
      const probability = this.lib.exp(this.lib.logmath(this.decoder), this.lib.probability(this.decoder));
      return { text, probability };
    } finally {
      this.lib.setSearch(this.decoder, this.openSearch);
    }
  }

  /** The best hypothesis of the last utterance that is not unwanted, among its first NBEST_LIMIT. */
  private nextBest(unwanted: (text: string) => boolean): string | undefined {
    let nbest = this.lib.nbest(this.decoder);
    try {
      for (let i = 0; nbest && i < NBEST_LIMIT; i += 1) {
        const text = this.asRead((this.lib.nbestHypothesis(nbest, [0]) ?? '').trim());
        if (text && !unwanted(text)) return text;
        nbest = this.lib.nbestNext(nbest);
      }
      return undefined;
    } finally {
      // ps_nbest_next frees the iterator itself once it runs out.
      if (nbest) this.lib.nbestFree(nbest);
    }
  }

  /**
   * Switches to a grammar's search (loaded on first use); false when the grammar does not load. A
   * search takes the word insertion probability and beams the configuration has when it is loaded:
   * a grammar's own are set for its loading only.
   */
  private useGrammar(jsgf: string, settings: SearchSettings = {}): boolean {
    const key = `${JSON.stringify(settings)}\n${jsgf}`;
    let name = this.grammars.get(key);
    if (name) this.grammars.delete(key);
    else {
      this.forgetLeastUsedGrammars(MAX_LOADED_GRAMMARS - 1);
      name = `answer${++this.grammarsLoaded}`;
      if (this.loadGrammar(name, jsgf, settings) < 0) return false;
    }
    this.grammars.set(key, name);
    return this.lib.setSearch(this.decoder, name) >= 0;
  }

  /** How many grammar searches are loaded. */
  get loadedGrammars(): number {
    return this.grammars.size;
  }

  private forgetLeastUsedGrammars(keep: number) {
    for (const [key, name] of this.grammars) {
      if (this.grammars.size <= keep) return;
      this.lib.unsetSearch(this.decoder, name);
      this.grammars.delete(key);
    }
  }

  private loadGrammar(name: string, jsgf: string, settings: SearchSettings): number {
    const config = this.lib.configOf(this.decoder);
    const changed = (Object.keys(settings) as Array<keyof SearchSettings>).map((setting) => {
      const flag = SEARCH_FLAGS[setting];
      const own = this.lib.getFloat(config, flag);
      this.lib.setFloat(config, flag, settings[setting]!);
      return [flag, own] as const;
    });
    try {
      return this.lib.setJsgf(this.decoder, name, jsgf);
    } finally {
      for (const [flag, own] of changed) this.lib.setFloat(config, flag, own);
    }
  }

  /**
   * Starts an utterance heard with what is known of its caller's voice (nothing: the model's). One
   * heard for the voice only is decoded through a one-word search, and finish() gives no words.
   */
  start(voice?: VoiceAdaptation, hearing: Hearing = 'words') {
    this.seed = DITHER_SEED; // the same audio always gives the same words
    const mean = voice?.length === this.cmn.length ? Float32Array.from(voice) : this.initialMean;
    this.lib.setMean(this.cmn.cmn, mean);
    this.voiceOnly = hearing === 'voice only' && this.useGrammar(VOICE_ONLY_GRAMMAR);
    if (this.lib.startUtterance(this.decoder) < 0) {
      this.restoreOpenSearch();
      throw new Error('pocketsphinx could not start an utterance');
    }
  }

  private restoreOpenSearch() {
    if (!this.voiceOnly) return;
    this.voiceOnly = false;
    this.lib.setSearch(this.decoder, this.openSearch);
  }

  /** What this decoder now knows of the voice it last heard, to hear that caller's next words. */
  adaptation(): VoiceAdaptation {
    const mean = new Float32Array(this.cmn.length);
    this.lib.getMean(this.cmn.cmn, mean);
    return Array.from(mean);
  }

  process(samples: Int16Array) {
    if (samples.length === 0) return;
    const dithered = this.dither(samples);
    if (this.lib.processRaw(this.decoder, dithered, dithered.length, 0, 0) < 0) {
      throw new Error('pocketsphinx could not process audio');
    }
  }

  /**
   * Adds 1 to a quarter of the samples, as pocketsphinx's own dither does: stretches of digital
   * silence (exact zeros) made the decoder invent a word at the end of an utterance.
   */
  private dither(samples: Int16Array): Int16Array {
    const out = new Int16Array(samples.length);
    let seed = this.seed;
    for (let i = 0; i < samples.length; i += 1) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      out[i] = Math.min(32767, samples[i]! + ((seed & 3) === 0 ? 1 : 0));
    }
    this.seed = seed;
    return out;
  }

  /** Ends the utterance and returns what was said (lower case, may be empty; empty when heard for the voice only). */
  finish(): string {
    this.lib.endUtterance(this.decoder);
    if (this.voiceOnly) {
      this.restoreOpenSearch();
      return '';
    }
    return (this.lib.hypothesis(this.decoder, [0]) ?? '').trim();
  }

  /** A whole recording at once. */
  recognize(samples: Int16Array, voice?: VoiceAdaptation, hearing: Hearing = 'words'): string {
    this.start(voice, hearing);
    this.process(samples);
    return this.finish();
  }

  dispose() {
    if (this.decoder) this.lib.free(this.decoder);
    this.decoder = null;
  }
}
