/**
 * Whole spoken claims (issue 26): made-up callers (bench/lib/spoken-callers.ts) phone the offline
 * agent through /ws/voice and answer every question by voice alone, in espeak-ng and Flite voices.
 * They say their name, phone, what went wrong, one of the demo tenant's own sample dealers, the
 * brand, size, DOT code, purchase month, price, tread and mileage; they check each read-back
 * against what they said and correct what is wrong ("No, the phone number is wrong."), spelling a
 * DOT code once it was misheard and their name when asked. Then the filed claim is read back from the database.
 * Reports: claims filed with every field right (the goal: all), fields right of all filed, the
 * corrections and repeats a claim needed, and how long a spoken claim takes: the caller's and the
 * agent's speech plus one second a turn for the pause that ends it and the agent's first audio
 * (bench/voice-speech.ts measures that part: 0.6 to 0.9 s p95). Goal: ≤ 2.5 minutes.
 * Baseline, same run: the same claims typed into the call (no recognizer), which leaves only the
 * dialogue's own turns and the agent's speech.
 * Run: npx tsx bench/spoken-claims.ts   (BENCH_VOICES=us140,…; BENCH_CALLERS per voice, default 2;
 * BENCH_FIRST_CALLER, default 1; BENCH_VERBOSE=1 prints each turn; BENCH_NAMES=drawn: everyday names
 * drawn from the name lists by how common they are). A caller hears a read-back as said aloud: a
 * name spelled otherwise but said alike ("Sara" for "Sarah") passes unless the agent spells it.
 */
import { loadConfig } from '../server/env';
import { withTenant } from '../server/db/client';
import { findDemoTenantId } from '../server/db/demo-tenant';
import { FliteSynthesizer, nameShares, sharedSpeechEngines } from '../server/features/speech';
import { listDealers } from '../server/features/dealers';
import { createVoiceSession } from '../server/features/voice';
import { filedClaimOfCall } from '../server/test/voice/claim-call-checks';
import { VoiceTestSocket } from '../server/test/voice/voice-test-client';
import { chunkPcm, concatPcm, pcmToBase64, silencePcm } from '../fakes/audio/pcm-signals';
import { sayPhoneDigits, spellCode, sayDollars } from '../domain/spoken-readback';
import { sayDate } from '../domain/spoken-dates';
import { numberToWords } from '../domain/spoken-numbers';
import { parseAudioFormat } from '../domain/voice';
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
  spokenMonth,
  spokenSizeDigits,
  type Caller,
  type Voice,
} from './lib/spoken-callers';
import { listeningApp } from './lib/listening-app';
import { percentile } from './lib/stats';
import { wordErrorRate } from '../server/test/speech/word-error-rate';

const CALLERS = Number(process.env.BENCH_CALLERS ?? 2);
/** BENCH_NAMES=drawn: callers' names drawn from the name lists by how common they are. */
const DRAWN_NAMES = process.env.BENCH_NAMES === 'drawn';
const FIRST_CALLER = Number(process.env.BENCH_FIRST_CALLER ?? 1);
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
/** A caller hangs up after this many turns. */
const MAX_TURNS = 80;
const MAX_CORRECTIONS = 2;
/** The pause that ends a turn and the agent's first audio, added to each turn's speech. */
const TURN_TAKING_S = 1;
const BUDGET_S = 150;

type Dealer = { name: string; said: string };
type Truth = Caller & { dealer: Dealer; brand: string; size: string; sizeSaid: string; purchaseDate: string };

/** Words as a caller compares them with what the agent said: no case, accents or "&". */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9/.,$ ]+/g, ' ')
    .replace(/\s+/g, ' ');

/** What each part of a read-back must say for the caller to agree, and how the caller names it. */
function expectedParts(truth: Truth): Array<{ part: string; says: string; field: string }> {
  return [
    { part: 'the name', field: 'name', says: `I have ${truth.name.first} ${truth.name.last},` },
    { part: 'the phone number', field: 'phone', says: `phone ${sayPhoneDigits(truth.phone)}.` },
    { part: 'the dealer', field: 'dealer', says: `Dealer ${truth.dealer.name},` },
    { part: 'the brand', field: 'brand', says: ` ${truth.brand}` },
    { part: 'the tyre size', field: 'size', says: ` ${truth.size},` },
    { part: 'the DOT number', field: 'dot', says: `DOT ${spellCode(truth.dot)}.` },
    { part: 'the purchase date', field: 'date', says: `in ${sayDate(truth.purchaseDate)},` },
    { part: 'the price', field: 'price', says: `${sayDollars(truth.price * 100)} a tyre` },
    {
      part: 'the original tread depth',
      field: 'tread',
      says: `Original tread ${truth.original} thirty-seconds`,
    },
    { part: 'the remaining tread', field: 'tread', says: `, ${truth.remaining} thirty-seconds left` },
    {
      part: 'the mileage at fitting',
      field: 'miles',
      says: `Fitted at ${truth.fitted.toLocaleString('en-US')} miles`,
    },
    { part: 'the mileage now', field: 'miles', says: ` ${truth.now.toLocaleString('en-US')} miles now` },
    {
      part: 'the warranted mileage',
      field: 'miles',
      says: `warranted for ${truth.warranted.toLocaleString('en-US')} miles`,
    },
  ];
}

/**
 * The parts of their name the caller hears read back wrong. Said aloud, "Sara" and "Sarah" sound
 * the same: a caller notices another spelling of their name only when the agent spells it.
 */
function misheardNameParts(readBack: string, truth: Truth): Array<'first' | 'last'> {
  const read = /I have (.+?), (?:phone|\S+ spelled)/.exec(readBack)?.[1]?.split(' ') ?? [];
  if (read.length !== 2) return ['first', 'last'];
  const hears = (word: string, said: string) =>
    word === said || (!readBack.includes(`${word} spelled`) && soundsLike(word, said));
  return [
    ...(hears(read[0]!, truth.name.first) ? [] : (['first'] as const)),
    ...(hears(read[1]!, truth.name.last) ? [] : (['last'] as const)),
  ];
}

/**
 * Which parts of a read-back the caller finds wrong: those of its topic it does not hear as said.
 * A caller names the one part of their name that is wrong ("my last name"), or the whole name.
 */
function wrongParts(readBack: string, truth: Truth) {
  const topicOf: Array<[RegExp, string[]]> = [
    [/^I have |\bI have /, ['name', 'phone']],
    [/Dealer /, ['dealer', 'brand', 'size', 'dot']],
    [/Bought /, ['date', 'price']],
    [/Original tread/, ['tread']],
    [/Fitted at/, ['miles']],
  ];
  const fields = topicOf.find(([pattern]) => pattern.test(readBack))?.[1] ?? [];
  return expectedParts(truth).flatMap((expected) => {
    if (!fields.includes(expected.field)) return [];
    if (expected.field !== 'name') return plain(readBack).includes(plain(expected.says)) ? [] : [expected];
    const misheard = misheardNameParts(readBack, truth);
    if (misheard.length === 0) return [];
    return [{ ...expected, part: misheard.length === 1 ? `my ${misheard[0]} name` : expected.part }];
  });
}

/**
 * The part a caller names when the agent says two values at odds ("I have 61,000 miles for the
 * mileage at fitting and 53,500 miles for the mileage now. Which part is wrong: …?"): the one not
 * as said.
 */
function wrongOfTwo(line: string, truth: Truth): string | undefined {
  const said = /I have (.+?) for (the [a-z ]+?) and (.+?) for (the [a-z ]+?)\. Which part is wrong/.exec(
    line,
  );
  if (!said) return undefined;
  const truthOf: Record<string, number> = {
    'the original tread depth': truth.original,
    'the remaining tread': truth.remaining,
    'the mileage at fitting': truth.fitted,
    'the mileage now': truth.now,
    'the warranted mileage': truth.warranted,
  };
  // Said with their units: "60,500 miles", "9 thirty-seconds".
  const number = (value: string) => Number(value.replace(/[^\d.]/g, ''));
  const [, first, firstPart, second, secondPart] = said;
  if (number(first!) !== truthOf[firstPart!]) return firstPart;
  return number(second!) !== truthOf[secondPart!] ? secondPart : undefined;
}

/** The part of the phone number the agent asks for on its own, or undefined. */
function phonePartAsked(line: string, truth: Truth): string | undefined {
  if (/What is the area code\?/.test(line)) return truth.phone.slice(0, 3);
  if (/next three digits\?/.test(line)) return truth.phone.slice(3, 6);
  if (/last four digits\?/.test(line)) return truth.phone.slice(6);
  return undefined;
}

/** The caller's answer to a question, or undefined when the agent's line asks nothing it knows. */
function answerTo(line: string, truth: Truth, misheard: Set<string>): string | undefined {
  const answers: Array<[RegExp, () => string]> = [
    [/spell your last name again, saying each letter as a word/, () => spelledInWords(truth.name.last)],
    [/spell your first name again, saying each letter as a word/, () => spelledInWords(truth.name.first)],
    [/spell your last name/, () => spelledLetters(truth.name.last)],
    [/spell your first name/, () => spelledLetters(truth.name.first)],
    [/full name/, () => `My name is ${truth.name.first} ${truth.name.last}.`],
    [
      /What is the area code\?|next three digits\?|last four digits\?/,
      () => digitWords(phonePartAsked(line, truth)!),
    ],
    [/phone number/, () => spokenDigits(truth.phone)],
    [/What went wrong/, () => truth.problem],
    [/Which dealer/, () => `It was ${truth.dealer.said}.`],
    [/What brand/, () => `They are ${truth.brand} tyres.`],
    [/size on the sidewall/, () => truth.sizeSaid],
    [/size digit by digit/, () => spokenSizeDigits(truth.size)],
    [/mileage at fitting digit by digit/, () => `${digitWords(truth.fitted)} miles`],
    [/odometer reads now digit by digit/, () => `it reads ${digitWords(truth.now)}`],
    [/warranted miles digit by digit/, () => `${digitWords(truth.warranted)} miles`],
    [/DOT number/, () => (misheard.has('dot') ? spelledDot(truth.dot) : spokenDot(truth.dot))],
    [/When did you buy/, () => `In ${spokenMonth(truth.bought)}.`],
    [/price of one tyre digit by digit/, () => `${digitWords(truth.price)} dollars`],
    [/how much did you pay/, () => `${numberToWords(truth.price)} dollars`],
    [/original tread depth/, () => `${numberToWords(truth.original)} thirty seconds`],
    [/left now/, () => `${numberToWords(truth.remaining)} thirty seconds left`],
    [/when the tyres were fitted/, () => `${numberToWords(truth.fitted)} miles`],
    [/read now/, () => `it reads ${numberToWords(truth.now)}`],
    [/warranted for\?/, () => `The tyre is warranted for ${numberToWords(truth.warranted)} miles.`],
  ];
  return answers.find(([question]) => question.test(line))?.[1]();
}

type CallResult = {
  fieldsRight: Map<string, boolean>;
  /** The agent said goodbye before the caller gave up. */
  finished: boolean;
  corrections: number;
  repeats: number;
  turns: number;
  callerSeconds: number;
  agentSeconds: number;
  /** What went wrong as the caller said it, and as the ticket has it. */
  problem: { reference: string; hypothesis: string };
  log: string[];
};

type Say = (
  socket: VoiceTestSocket,
  line: string,
) => Promise<{ heard: string; reply: string; seconds: number }>;

/** One caller's call, from the greeting to the goodbye, and what it filed. */
async function claimCall(desk: Desk, say: Say, truth: Truth): Promise<CallResult> {
  const { socket, conversationId, sampleRate } = await desk.start();
  const greeting = await socket.json('agent_response');
  const log: string[] = [`agent: ${greeting.agent_response_event.agent_response}`];
  const misheard = new Set<string>();
  const tried = new Map<string, number>();
  let corrections = 0;
  let repeats = 0;
  let turns = 0;
  let callerSeconds = 0;
  let line = 'I want to make a warranty claim.';
  let pendingPart: string | undefined;
  /** The part of the phone number last asked for on its own. */
  let partAsked: string | undefined;
  for (; turns < MAX_TURNS; turns += 1) {
    const { heard, reply, seconds } = await say(socket, line);
    callerSeconds += seconds;
    log.push(`caller: ${line} → heard "${heard}"`, `agent: ${reply}`);
    const agentLine = reply;
    if (/Goodbye/.test(agentLine)) break;
    // A part of the phone number said back on its own ("4 8 5. Is that right?").
    const partSaidBack = /(?:^|\. )([\d ]+)\. Is that right\?$/.exec(agentLine)?.[1];
    if (partSaidBack && partAsked) {
      const right = partSaidBack.replace(/ /g, '') === partAsked;
      if (!right) corrections += 1;
      line = right ? 'Yes, that is right.' : 'No, that is wrong.';
      continue;
    }
    partAsked = phonePartAsked(agentLine, truth) ?? partAsked;
    if (/Is that right\?$/.test(agentLine)) {
      // A caller corrects a part twice at most, then lets it be (the claim is then filed with it wrong).
      const wrong = wrongParts(agentLine, truth).filter(
        ({ part }) => (tried.get(part) ?? 0) < MAX_CORRECTIONS,
      );
      for (const { field, part } of wrong.slice(0, 1)) {
        misheard.add(field);
        tried.set(part, (tried.get(part) ?? 0) + 1);
      }
      if (wrong.length > 0) corrections += 1;
      pendingPart = wrong[0]?.part;
      line = pendingPart ? `No, ${pendingPart} is wrong.` : 'Yes, that is right.';
      continue;
    }
    const oddOne = wrongOfTwo(agentLine, truth);
    if (oddOne) {
      corrections += 1;
      line = `${oddOne}.`;
      continue;
    }
    if (/[Ww]hich part/.test(agentLine) && pendingPart) {
      line = `${pendingPart}.`;
      continue;
    }
    const answer = answerTo(agentLine, truth, misheard);
    if (answer) line = answer;
    else repeats += 1; // Not understood: the caller says the same again.
  }
  // A caller stuck in a loop hangs up; the call is then stored as it stands.
  const finished = turns < MAX_TURNS;
  if (!finished) socket.socket.close();
  await socket.closed;
  const agentSeconds =
    socket.received.reduce((sum, item) => sum + (item.binary?.length ?? 0), 0) / 2 / sampleRate;
  // A call that ended with nothing filed has every field wrong.
  const filed = await filedClaimOfCall(desk, conversationId).catch(() => undefined);
  const claim = filed?.claims[0];
  const fieldsRight = new Map<string, boolean>([
    ['name', filed?.customer?.firstName === truth.name.first && filed.customer.lastName === truth.name.last],
    ['phone', filed?.customer?.phone === truth.phone],
    [
      'dealer',
      desk.dealers.find((dealer) => dealer.id === filed?.ticket?.dealerId)?.dealerName === truth.dealer.name,
    ],
    ['brand', claim?.tireBrand === truth.brand],
    ['size', claim?.tireSize === truth.size],
    ['dot', claim?.dotSerial === truth.dot],
    ['purchase date', claim?.purchaseDate === truth.purchaseDate],
    ['price', claim?.sellingPriceCents === truth.price * 100],
    [
      'tread',
      claim?.treadDepthProrationOriginalTread === String(truth.original) &&
        claim?.treadDepthProrationRemainingTreadDepth === String(truth.remaining),
    ],
    [
      'mileage',
      claim?.mileageProrationMileageOn === truth.fitted &&
        claim?.mileageProrationMileageOff === truth.now &&
        claim?.mileageProrationMIWarranted === truth.warranted,
    ],
  ]);
  const problem = {
    reference: truth.problem,
    hypothesis: filed?.ticket?.description?.match(/^Problem: (.*)$/m)?.[1] ?? '',
  };
  return {
    fieldsRight,
    finished,
    corrections,
    repeats,
    turns,
    callerSeconds,
    agentSeconds,
    problem,
    log,
  };
}

const config = loadConfig({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  SEED_SAMPLE_DATA: 'true',
  SAMPLE_PASSWORD: 'bench-sample-pass-2026',
  ADMIN_PASSWORD: 'bench-admin-pass-2026',
  VOICE_MAX_SESSIONS_PER_IP: '1000',
});

/**
 * A desk on its own embedded database with the sample data. The spoken and the typed calls each
 * have one: a caller's second call would find the customer their first one stored by phone.
 */
async function openDesk() {
  const { database, deps, app, address, wsBase } = await listeningApp(config);
  const tenantId = await findDemoTenantId(database);
  const dealers = (
    await withTenant(database, tenantId, (tx) => listDealers(tx, tenantId, { limit: 100, offset: 0 }))
  ).items;
  const start = async () => {
    const { sessionId } = await createVoiceSession(deps, {
      agentType: 'customer',
      channel: 'browser',
      ip: '127.0.0.1',
    });
    const socket = await VoiceTestSocket.open(`${wsBase}/ws/voice?agent=customer&session=${sessionId}`, {
      origin: address,
    });
    const metadata = await socket.json('conversation_initiation_metadata');
    const event = metadata.conversation_initiation_metadata_event;
    const { sampleRate } = parseAudioFormat(event.agent_output_audio_format);
    return { socket, conversationId: event.conversation_id, sampleRate };
  };
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { database, dealers, start, close };
}
type Desk = Awaited<ReturnType<typeof openDesk>>;

const status = await sharedSpeechEngines().ready();
if (!status.available) throw new Error(status.reason);
const spokenDesk = await openDesk();
const typedDesk = await openDesk();
const dealers = spokenDesk.dealers;

const spokenBy =
  (voice: Voice): Say =>
  async (socket, line) => {
    const speech = voice.speak(line);
    for (const chunk of chunkPcm(concatPcm(speech, silencePcm(1000)), 4096))
      socket.send({ user_audio_chunk: pcmToBase64(chunk) });
    const heard = (await socket.json('user_transcript')).user_transcription_event.user_transcript;
    const reply = (await socket.json('agent_response')).agent_response_event.agent_response;
    return { heard, reply, seconds: speech.length / 16_000 };
  };
/** The baseline caller types each line: the agent reads it as said. */
const typed: Say = async (socket, line) => {
  socket.send({ type: 'user_message', text: line });
  const reply = (await socket.json('agent_response')).agent_response_event.agent_response;
  return { heard: line, reply, seconds: 0 };
};

const flite = await FliteSynthesizer.load();
const voices = callerVoices(flite);
type Row = CallResult & { voice: string; seed: number };
const spoken: Row[] = [];
const baseline: Row[] = [];
for (const voice of voices)
  for (let c = 0; c < CALLERS; c += 1) {
    const seed = FIRST_CALLER + c + voices.indexOf(voice) * CALLERS;
    const made = makeCaller(seed);
    const caller = DRAWN_NAMES ? { ...made, name: drawnName(seed, nameShares()) } : made;
    const dealer = dealers[seed % dealers.length]!;
    const [sizeSaid, size] = SIZES[seed % SIZES.length]!;
    const truth: Truth = {
      ...caller,
      dealer: { name: dealer.dealerName, said: dealer.dealerName.replace(/&/g, 'and') },
      brand: BRANDS[seed % BRANDS.length]!,
      size,
      sizeSaid,
      purchaseDate: `${caller.bought.year}-${String(caller.bought.month).padStart(2, '0')}-01`,
    };
    const result = await claimCall(spokenDesk, spokenBy(voice), truth);
    spoken.push({ ...result, voice: voice.name, seed });
    const typedResult = await claimCall(typedDesk, typed, truth);
    baseline.push({ ...typedResult, voice: 'typed', seed });
    const wrongIn = (call: CallResult) =>
      [...call.fieldsRight].filter(([, right]) => !right).map(([field]) => field);
    const wrong = wrongIn(result);
    console.log(
      `${voice.name} caller ${seed} (${truth.name.first} ${truth.name.last}, ${truth.dealer.name}): ${wrong.length === 0 ? 'every field right' : `wrong: ${wrong.join(', ')}`}; ${result.corrections} corrections, ${result.repeats} repeats, ${result.turns} turns`,
    );
    if (wrongIn(typedResult).length > 0)
      console.log(`  typed, the same answers: wrong ${wrongIn(typedResult).join(', ')}`);
    if (VERBOSE)
      console.log(
        [...result.log, ...(wrongIn(typedResult).length > 0 ? typedResult.log : [])]
          .map((entry) => `  ${entry}`)
          .join('\n'),
      );
  }
// Each app stops the shared speech engines as it closes.
await Promise.all([spokenDesk.close(), typedDesk.close()]);

const minutes = (row: Row) => (row.callerSeconds + row.agentSeconds + row.turns * TURN_TAKING_S) / 60;
const summary = (rows: Row[], label: string) => {
  const complete = rows.filter((row) => [...row.fieldsRight.values()].every(Boolean)).length;
  const fields = rows.flatMap((row) => [...row.fieldsRight.values()]);
  const times = rows.map(minutes).sort((a, b) => a - b);
  console.log(
    `${label.padEnd(8)} calls the agent ended ${rows.filter((row) => row.finished).length}/${rows.length}; claims with every field right ${complete}/${rows.length}; fields right ${fields.filter(Boolean).length}/${fields.length}; corrections ${rows.reduce((sum, row) => sum + row.corrections, 0)}, repeats ${rows.reduce((sum, row) => sum + row.repeats, 0)}; turns p50 ${percentile(
      rows.map((row) => row.turns).sort((a, b) => a - b),
      50,
    )}; a claim takes p50 ${percentile(times, 50).toFixed(1)} min, p95 ${percentile(times, 95).toFixed(1)} min (budget ${(BUDGET_S / 60).toFixed(1)})`,
  );
};
console.log(
  `\nWhole spoken claims, ${voices.map((voice) => voice.name).join(', ')}, ${CALLERS} callers each`,
);
summary(spoken, 'spoken');
summary(baseline, 'typed');
const perField = new Map<string, number>();
for (const row of spoken)
  for (const [field, right] of row.fieldsRight)
    perField.set(field, (perField.get(field) ?? 0) + (right ? 1 : 0));
console.log(
  `fields right after corrections (spoken): ${[...perField].map(([field, right]) => `${field} ${right}/${spoken.length}`).join(', ')}`,
);
const problems = wordErrorRate(spoken.map((row) => row.problem));
console.log(
  `what went wrong, as the tickets have it: ${problems.errors} of ${problems.words} words wrong (word error rate ${Math.round(100 * problems.rate)} %)`,
);
