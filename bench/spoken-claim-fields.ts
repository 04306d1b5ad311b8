/**
 * Spoken claim fields (issue 26): how often each answer of a claim call is heard right on the
 * first pass, with the recognizer constrained to what the question can be (a JSGF grammar per
 * field, recognition.ts's choice between it and the open vocabulary) beside the open vocabulary
 * alone (the baseline). Callers are espeak-ng (US and British voices, two speeds) and Flite; their
 * names, numbers, dealers, brands and DOT codes are made up here and are in no test phrase. The
 * answers: every claim field, some said in free sentences, a reading also digit by digit, the name
 * also without a lead-in, the DOT code also in the spelling alphabet, the surname spelled
 * letter by letter ("spelling") and in the spelling alphabet's words, and what went wrong in the
 * caller's words, right only when every word is and also given as a word error rate.
 * An answer heard wrong is refused and heard again, as the call does when its caller repeats it
 * the same way (decisions 113 and 117): how many of those come right by the second or third
 * hearing (BENCH_REFUSED=0 leaves this out).
 * Also: decoding time per answer (open pass + grammar pass, one process). Whole spoken claims are
 * bench/spoken-claims.ts; the first answer's latency is bench/voice-speech.ts.
 * Run: npx tsx bench/spoken-claim-fields.ts   (BENCH_VOICES=us140,gb150,…; BENCH_CALLERS: callers per voice, default 4;
 * BENCH_FIRST_CALLER: the first caller's seed, default 1 (5 and on: callers no earlier run heard, with the
 * other brands, dealers and sizes); BENCH_FIELDS=dot_number,spelling,… only those answers; BENCH_VERBOSE=1
 * prints each hearing; BENCH_NAMES=drawn: callers' names drawn from the name lists by how common they are;
 * BENCH_PRE_ROLL_MS=600: each answer with a call's quiet around it; BENCH_NOISE=0.003: a line's noise under it)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readClaimField, readSpelledName } from '../domain/claim-field-reading';
import type { ClaimField } from '../domain/claim-intake';
import { numberToWords } from '../domain/spoken-numbers';
import {
  chooseHearing,
  FliteSynthesizer,
  flitePronouncer,
  GrammarListener,
  PocketsphinxDecoder,
  writeDomainModel,
  listenFor,
  inCallersOwnWords,
  nameShares,
  type FieldListening,
} from '../server/features/speech';
import {
  BRANDS,
  callerVoices,
  digitWords,
  drawnName,
  makeCaller,
  soundsLike,
  SIZES,
  spelledDot,
  spelledInWords,
  spelledLetters,
  spokenDigits,
  spokenDot,
  spokenSizeDigits,
  type Caller,
} from './lib/spoken-callers';
import { percentile } from './lib/stats';
import { concatPcm, noisePcm, silencePcm } from '../fakes/audio/pcm-signals';
import { normalizedWords, wordErrorRate } from '../server/test/speech/word-error-rate';

const flite = await FliteSynthesizer.load();
const VOICES = callerVoices(flite);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 4);
const FIRST_CALLER = Number(process.env.BENCH_FIRST_CALLER ?? 1);
const FIELDS = process.env.BENCH_FIELDS?.split(',');
const REFUSED_AGAIN = process.env.BENCH_REFUSED !== '0';
/**
 * BENCH_PRE_ROLL_MS: quiet before each answer, as a call's turn keeps up to 600 ms before the voice,
 * and then the 500 ms of quiet that ends a turn. None by default: the answers alone.
 */
const PRE_ROLL_MS = Number(process.env.BENCH_PRE_ROLL_MS ?? 0);
/** BENCH_NOISE=0.003: a line's noise under each answer, at that amplitude (0.003: a quiet room). */
const NOISE = Number(process.env.BENCH_NOISE ?? 0);
let noiseSeed = 1;
function aroundAnswer(speech: Int16Array): Int16Array {
  const answer = PRE_ROLL_MS > 0 ? concatPcm(silencePcm(PRE_ROLL_MS), speech, silencePcm(500)) : speech;
  if (NOISE === 0) return answer;
  const noise = noisePcm((answer.length * 1000) / 16_000, NOISE, 16_000, (noiseSeed += 1));
  return answer.map((sample, index) => Math.max(-32_768, Math.min(32_767, sample + (noise[index] ?? 0))));
}

/** The tenant's dealers (the grammar hears these names; the callers say one of them). */
const DEALERS = ['Prairie Wheel Works', 'Harbor Point Tire', 'Summit Auto Care', 'Bayou Tire Center'];
const VOCABULARY = {
  brands: BRANDS,
  dealers: DEALERS.map((dealerName, index) => ({ dealerName, dealerCode: `BN${1000 + index}` })),
};

/** `manner`: said another way (in a free sentence, spelled, bare of a lead-in, digit by digit), tallied apart from the plain answers of the field. */
type Answer = {
  /** A claim field, or a surname spelled letter by letter (as the agent asks once a name was misheard). */
  field: ClaimField | 'spelling';
  said: string;
  expected: unknown;
  manner?: 'sentence' | 'spelled' | 'bare' | 'digits' | 'country code' | 'words';
};

function answersOf(caller: Caller, index: number): Answer[] {
  const [sizeSaid, size] = SIZES[index % SIZES.length]!;
  const brand = BRANDS[index % BRANDS.length]!;
  const dealer = DEALERS[index % DEALERS.length]!;
  return [
    {
      field: 'caller_name',
      said: `My name is ${caller.name.first} ${caller.name.last}.`,
      expected: `${caller.name.first} ${caller.name.last}`,
    },
    // A name said without a lead-in, as an answer to "your full name?" often is.
    {
      manner: 'bare',
      field: 'caller_name',
      said: `${caller.name.first} ${caller.name.last}.`,
      expected: `${caller.name.first} ${caller.name.last}`,
    },
    {
      field: 'spelling',
      said: spelledLetters(caller.name.last),
      expected: caller.name.last,
    },
    // In the spelling alphabet's words, as the agent asks once a plain spelling was misheard.
    {
      manner: 'words',
      field: 'spelling',
      said: spelledInWords(caller.name.last),
      expected: caller.name.last,
    },
    // In the caller's own words: right when every word is; its word error rate is reported too.
    { field: 'problem', said: caller.problem, expected: normalizedWords(caller.problem).join(' ') },
    {
      field: 'caller_phone',
      said: spokenDigits(caller.phone),
      expected: caller.phone,
    },
    // With the country's "one" before it, as some callers give their number.
    {
      manner: 'country code',
      field: 'caller_phone',
      said: `one, ${spokenDigits(caller.phone)}`,
      expected: caller.phone,
    },
    {
      field: 'dealer',
      said: `It was ${dealer}.`,
      expected: dealer,
    },
    {
      field: 'tyre_brand',
      said: `They are ${brand} tyres.`,
      expected: brand,
    },
    { field: 'tyre_size', said: sizeSaid, expected: size },
    // Read digit by digit, as the agent asks once a size was read back wrong.
    { manner: 'digits', field: 'tyre_size', said: spokenSizeDigits(size), expected: size },
    { field: 'dot_number', said: spokenDot(caller.dot), expected: caller.dot },
    // The letters in the spelling alphabet, as a caller does once a plain letter was misheard.
    {
      manner: 'spelled',
      field: 'dot_number',
      said: spelledDot(caller.dot),
      expected: caller.dot,
    },
    {
      field: 'tread_original_32nds',
      said: `${numberToWords(caller.original)} thirty seconds`,
      expected: caller.original,
    },
    {
      field: 'tread_remaining_32nds',
      said: `${numberToWords(caller.remaining)} thirty seconds left`,
      expected: caller.remaining,
    },
    {
      field: 'mileage_at_fitting',
      said: `${numberToWords(caller.fitted)} miles`,
      expected: caller.fitted,
    },
    {
      field: 'mileage_now',
      said: `it reads ${numberToWords(caller.now)}`,
      expected: caller.now,
    },
    // Digit by digit, as the agent asks once a reading was read back wrong.
    {
      manner: 'digits',
      field: 'mileage_at_fitting',
      said: `${digitWords(caller.fitted)} miles`,
      expected: caller.fitted,
    },
    {
      field: 'price_paid',
      said: `${numberToWords(caller.price)} dollars`,
      expected: caller.price,
    },
    {
      manner: 'digits',
      field: 'price_paid',
      said: `${digitWords(caller.price)} dollars`,
      expected: caller.price,
    },
    // The same kinds of answer in free sentences, which the grammars' few lead-ins do not cover.
    {
      manner: 'sentence',
      field: 'miles_warranted',
      said: `The tyre is warranted for ${numberToWords(caller.warranted)} miles.`,
      expected: caller.warranted,
    },
    {
      manner: 'sentence',
      field: 'mileage_now',
      said: `The odometer shows about ${numberToWords(caller.now)} miles now, I think.`,
      expected: caller.now,
    },
    {
      manner: 'sentence',
      field: 'tread_remaining_32nds',
      said: `I measured it and there are ${numberToWords(caller.remaining)} thirty seconds left on it.`,
      expected: caller.remaining,
    },
    {
      manner: 'sentence',
      field: 'price_paid',
      said: `I think I paid ${numberToWords(caller.price)} dollars for each one.`,
      expected: caller.price,
    },
  ];
}

/** BENCH_NAMES=drawn: callers with everyday names, drawn from the name lists in place of the bench's own. */
const DRAWN_NAMES = process.env.BENCH_NAMES === 'drawn';

const model = writeDomainModel(mkdtempSync(join(tmpdir(), 'bench-fields-')));
const decoder = new PocketsphinxDecoder(model);
// What went wrong is heard as the call's speech worker hears it: everyday English mixed in.
const ownWordsDecoder = new PocketsphinxDecoder(model.ownWords());
// As in the speech worker: tenant names the CMU dictionary lacks are said as Flite would say them.
const listener = new GrammarListener(decoder, model.dictionary, flitePronouncer(flite));

type Tally = { right: number; total: number };
const tally = new Map<string, { open: Tally; fitted: Tally }>();
const decodeMs: number[] = [];
let audioSeconds = 0;
/**
 * Names heard as another spelling said just as theirs ("Nicole" for "Nichole"), which no caller can
 * hear in a read-back unless the agent spells it; of all names heard wrong.
 */
const saidAlike = { alike: 0, wrong: 0 };
const heardAsSaidAlike = (heard: unknown, said: string) => {
  const [heardWords, saidWords] = [String(heard).split(' '), said.split(' ')];
  return (
    heardWords.length === saidWords.length &&
    heardWords.every((word, index) => soundsLike(word, saidWords[index]!))
  );
};

/** What an answer reads as: a problem description as its words, to compare with what was said. */
const heardAs = (answer: Answer, text: string) => {
  if (answer.field === 'spelling') return readSpelledName(text);
  if (answer.field === 'problem') return normalizedWords(text).join(' ');
  return readClaimField(answer.field, text);
};
/** The problem descriptions as said and as heard, for their word error rate. */
const problemHearings: Array<{ reference: string; hypothesis: string }> = [];

/** Answers heard wrong and refused, then heard right after one refusal or two, per field. */
const heardAgain = new Map<string, { wrong: number; second: number; third: number }>();

/**
 * An answer heard wrong, refused and said again the same way (as a recording repeats): heard as
 * the call hears it after each refusal, its value refused again until it is right.
 */
function hearRefused(
  answer: Answer,
  key: string,
  audio: Int16Array,
  open: string,
  voice: number[],
  first: string,
) {
  // A problem description is not read back, so never refused.
  if (answer.field === 'problem') return;
  const read = (text: string) => heardAs(answer, text);
  if (!read(first)) return;
  const entry = heardAgain.get(key) ?? { wrong: 0, second: 0, third: 0 };
  heardAgain.set(key, entry);
  entry.wrong += 1;
  const rejected: string[] = [];
  let heard = first;
  for (const tries of ['second', 'third'] as const) {
    rejected.push(String(read(heard)));
    const listening: FieldListening =
      answer.field === 'spelling'
        ? { field: 'spelling', rejected, inWords: answer.manner === 'words' }
        : { field: answer.field, vocabulary: VOCABULARY, rejected };
    heard = listener.hearAnswer(listening, open, audio, voice);
    if (process.env.BENCH_VERBOSE) console.log(`  refused ${rejected.join(', ')}: heard again "${heard}"`);
    if (read(heard) === answer.expected) {
      entry[tries] += 1;
      return;
    }
  }
}

for (const voice of VOICES) {
  // Each caller's voice adaptation carries from answer to answer, as in a call.
  for (let c = 0; c < CALLERS; c += 1) {
    const seed = FIRST_CALLER + c;
    const made = makeCaller(seed);
    const caller = DRAWN_NAMES ? { ...made, name: drawnName(seed, nameShares()) } : made;
    let adaptation: number[] | undefined;
    // A first utterance teaches the decoder the voice, as the claim's opening sentence does.
    decoder.recognize(voice.speak('I want to make a warranty claim please'));
    adaptation = decoder.adaptation();
    for (const answer of answersOf(caller, FIRST_CALLER - 1 + c).filter(
      (candidate) => !FIELDS || FIELDS.includes(candidate.field),
    )) {
      const audio = aroundAnswer(voice.speak(answer.said));
      audioSeconds += audio.length / 16_000;
      const started = performance.now();
      const hearing = inCallersOwnWords(
        answer.field === 'spelling' ? undefined : { field: answer.field, vocabulary: VOCABULARY },
      )
        ? ownWordsDecoder
        : decoder;
      const open = hearing.recognize(audio, adaptation);
      const nextVoice = hearing.adaptation();
      // As the call's decoder does: the grammar hears the answer with the voice the open hearing left.
      const listening: FieldListening =
        answer.field === 'spelling'
          ? { field: 'spelling', inWords: answer.manner === 'words' }
          : { field: answer.field, vocabulary: VOCABULARY };
      const listen = listenFor(listening, open);
      const fitted = listen && listener.hear(listen, audio, nextVoice);
      const chosen = chooseHearing(answer.field, open, fitted);
      decodeMs.push(performance.now() - started);
      adaptation = nextVoice;
      const key = answer.manner ? `${answer.field} (${answer.manner})` : answer.field;
      const entry = tally.get(key) ?? {
        open: { right: 0, total: 0 },
        fitted: { right: 0, total: 0 },
      };
      const right = (text: string) => heardAs(answer, text) === answer.expected;
      if (answer.field === 'problem') problemHearings.push({ reference: answer.said, hypothesis: chosen });
      entry.open.total += 1;
      entry.fitted.total += 1;
      if (right(open)) entry.open.right += 1;
      if (right(chosen)) entry.fitted.right += 1;
      else {
        if (answer.field === 'caller_name') {
          saidAlike.wrong += 1;
          if (heardAsSaidAlike(readClaimField('caller_name', chosen), String(answer.expected)))
            saidAlike.alike += 1;
        }
        if (REFUSED_AGAIN) hearRefused(answer, key, audio, open, nextVoice, chosen);
      }
      tally.set(key, entry);
      if (process.env.BENCH_VERBOSE)
        console.log(
          `${voice.name} ${answer.field}: "${answer.said}" → open "${open}" | grammar "${fitted?.text ?? ''}" (${fitted?.probability.toFixed(2) ?? '-'}) → "${chosen}"${right(chosen) ? '' : '  ✗'}`,
        );
    }
  }
}

const percent = ({ right, total }: Tally) =>
  `${String(Math.round((100 * right) / total)).padStart(3)} % (${right}/${total})`;
console.log(
  `\nFirst-pass accuracy per field, ${VOICES.map((v) => v.name).join(', ')}, ${CALLERS} callers each (seeds ${FIRST_CALLER} to ${FIRST_CALLER + CALLERS - 1})`,
);
console.log(`${'field'.padEnd(24)} ${'open vocabulary'.padEnd(18)} fitted to the question`);
let open = { right: 0, total: 0 };
let fitted = { right: 0, total: 0 };
for (const [field, entry] of tally) {
  console.log(`${field.padEnd(24)} ${percent(entry.open).padEnd(18)} ${percent(entry.fitted)}`);
  open = { right: open.right + entry.open.right, total: open.total + entry.open.total };
  fitted = { right: fitted.right + entry.fitted.right, total: fitted.total + entry.fitted.total };
}
console.log(`${'all answers'.padEnd(24)} ${percent(open).padEnd(18)} ${percent(fitted)}`);
if (problemHearings.length > 0) {
  const { errors, words, rate } = wordErrorRate(problemHearings);
  console.log(
    `problem descriptions: ${errors} of ${words} words heard wrong (word error rate ${Math.round(100 * rate)} %)`,
  );
}
if (saidAlike.wrong > 0)
  console.log(
    `names heard wrong as another spelling said alike (the read-back spells these): ${saidAlike.alike} of ${saidAlike.wrong}`,
  );
if (heardAgain.size > 0) {
  console.log('\nAnswers heard wrong, refused and said again the same way: right the second time, the third');
  for (const [field, { wrong, second, third }] of heardAgain)
    console.log(`${field.padEnd(24)} ${second} + ${third} of ${wrong}`);
}
console.log(
  `decoding per answer (open + grammar, one core): p50 ${Math.round(
    percentile(
      decodeMs.sort((a, b) => a - b),
      50,
    ),
  )} ms, p95 ${Math.round(percentile(decodeMs, 95))} ms; ${(audioSeconds / decodeMs.length).toFixed(1)} s of speech per answer`,
);
decoder.dispose();
ownWordsDecoder.dispose();
