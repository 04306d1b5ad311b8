import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chunkPcm,
  concatPcm,
  pcmToBase64,
  silencePcm,
  tonePcm,
} from '../../../../../fakes/audio/pcm-signals';
import { sharedSpeechEngines, type FieldListening, type TenantVocabulary } from '../../../speech';
import { ProviderError, type AgentServerMessage, type ProviderSession } from '../provider';
import {
  ALL_LINES_BUSY,
  createSimulatedProvider,
  NO_RECOGNIZER_CAPTION,
  NO_RECOGNIZER_REPLY,
  type AgentSpeech,
} from './simulated.provider';

async function start(
  options: {
    firstPingMs?: number;
    pingIntervalMs?: number;
    speech?: AgentSpeech;
    vocabulary?: () => TenantVocabulary;
  } = {},
  channel: 'browser' | 'phone' = 'browser',
) {
  const provider = createSimulatedProvider({
    productName: 'TreadDesk',
    speech: sharedSpeechEngines(),
    replyDelayMs: 10,
    ...options,
  });
  const session = await provider.startSession({
    agentType: 'sales',
    channel,
    signal: new AbortController().signal,
  });
  const messages: AgentServerMessage[] = [];
  const closes: number[] = [];
  session.onMessage((message) => messages.push(message));
  session.onClose((code) => closes.push(code));
  return { session, messages, closes };
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Fake timers that keep pace with real time, so the agent plays as usual, and a check that nothing
 * more comes jumps ahead past every timer that could still send something instead of waiting.
 */
function followRealTime() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}
const jumpAhead = (ms: number) => vi.advanceTimersByTimeAsync(ms);

const ofType = (messages: AgentServerMessage[], type: string) =>
  messages.filter((message) => message.type === type);

/** A field of an event body, e.g. eventField(message, 'ping_event', 'ping_ms'). */
const eventField = (message: AgentServerMessage | undefined, body: string, field: string) =>
  (message?.[body] as Record<string, unknown> | undefined)?.[field];

describe('simulated agent', () => {
  beforeAll(() => sharedSpeechEngines().ready(), 60_000);
  afterEach(() => vi.useRealTimers());

  it('greets, then streams audio events with the response event id, ahead of playback but not all at once', async () => {
    const { session, messages } = await start();
    expect(session).toMatchObject({ inputFormat: 'pcm_16000', outputFormat: 'pcm_16000' });
    await until(() => ofType(messages, 'audio').length > 0);
    const greetingId = eventField(ofType(messages, 'agent_response')[0], 'agent_response_event', 'event_id');
    const audio = ofType(messages, 'audio');
    expect(audio.every((event) => eventField(event, 'audio_event', 'event_id') === greetingId)).toBe(true);
    expect(audio.length).toBeLessThan(15); // about 400 ms of lead in 100 ms chunks, not the whole greeting
    session.close();
  });

  it('reports the measured round trip in the next ping', async () => {
    const { session, messages } = await start({ firstPingMs: 20, pingIntervalMs: 60 });
    await until(() => ofType(messages, 'ping').length === 1);
    const first = ofType(messages, 'ping')[0];
    expect(eventField(first, 'ping_event', 'ping_ms')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 15));
    session.send({ type: 'pong', event_id: eventField(first, 'ping_event', 'event_id') as number });
    // On a busy machine a ping may already be on its way before the pong is read: a later one tells.
    const measuredRoundTrip = () =>
      ofType(messages, 'ping')
        .slice(1)
        .map((ping) => eventField(ping, 'ping_event', 'ping_ms'))
        .find((value) => value !== null);
    await until(() => measuredRoundTrip() !== undefined);
    const measured = measuredRoundTrip();
    expect(measured).toBeGreaterThanOrEqual(14);
    session.close();
  });

  it('interrupts itself when the visitor talks over it, and only then', async () => {
    followRealTime();
    const { session, messages } = await start();
    await until(() => ofType(messages, 'audio').length > 0);
    // Audio is heard as it arrives: whatever it starts has started when sendAudio returns.
    for (const chunk of chunkPcm(tonePcm(150), 1600)) session.sendAudio({ base64: () => pcmToBase64(chunk) });
    expect(ofType(messages, 'interruption')).toEqual([]); // 150 ms is a blip, not a turn
    for (const chunk of chunkPcm(tonePcm(300), 1600)) session.sendAudio({ base64: () => pcmToBase64(chunk) });
    const lastAudioId = Math.max(
      ...ofType(messages, 'audio').map((event) => eventField(event, 'audio_event', 'event_id') as number),
    );
    const interruption = ofType(messages, 'interruption')[0];
    expect(eventField(interruption, 'interruption_event', 'event_id')).toBeGreaterThan(lastAudioId);
    const audioSoFar = ofType(messages, 'audio').length;
    await jumpAhead(2000); // the rest of the greeting would have been streamed by then
    expect(ofType(messages, 'audio').length).toBe(audioSoFar);
    session.close();
  });

  it('closes with 1000 after its goodbye has played, and stops everything on close', async () => {
    followRealTime();
    const { session, messages, closes } = await start();
    session.send({ type: 'user_message', text: 'goodbye' });
    // The greeting and the goodbye play in real time first; the long guard is for a busy machine.
    await until(() => closes.length > 0, 110_000);
    expect(closes).toEqual([1000]);
    const count = messages.length;
    session.sendAudio({ base64: () => pcmToBase64(silencePcm(100)) });
    await jumpAhead(10_000); // past the next ping (every 5 s) and any reply
    expect(messages.length).toBe(count);
  }, 120_000);

  it("reads the tenant's names afresh as a claim starts, before the caller's name is heard", async () => {
    const vocabulary = vi.fn(() => ({ brands: [], dealers: [] }));
    const { session, messages } = await start({ vocabulary });
    session.send({ type: 'user_message', text: 'I want to make a warranty claim' });
    await until(
      () => ofType(messages, 'agent_response').some((message) => /full name/.test(JSON.stringify(message))),
      30_000,
    );
    expect(vocabulary).toHaveBeenCalled();
  }, 60_000);

  it('speaks 8 kHz μ-law on a phone line', async () => {
    const { session, messages } = await start({}, 'phone');
    expect(session.outputFormat).toBe('ulaw_8000');
    await until(() => ofType(messages, 'audio').length > 0, 10_000);
    const first = eventField(ofType(messages, 'audio')[0], 'audio_event', 'audio_base_64') as string;
    expect(Buffer.from(first, 'base64').length).toBe(800); // 100 ms, one byte a sample
    session.close();
  });

  it('says plainly that it can only read typed messages when no recognizer is installed', async () => {
    const engines = sharedSpeechEngines();
    const speech: AgentSpeech = {
      synthesize: (text) => engines.synthesize(text),
      openStream: () => undefined,
      recognizer: Promise.resolve({ available: false, reason: 'not installed' }),
    };
    const { session, messages } = await start({ speech });
    await until(() => ofType(messages, 'agent_response').length === 1);
    for (const chunk of chunkPcm(concatPcm(tonePcm(600), silencePcm(900)), 1600)) {
      session.sendAudio({ base64: () => pcmToBase64(chunk) });
    }
    await until(() => ofType(messages, 'agent_response').length === 2, 10_000);
    expect(
      eventField(ofType(messages, 'user_transcript')[0], 'user_transcription_event', 'user_transcript'),
    ).toBe(NO_RECOGNIZER_CAPTION);
    expect(eventField(ofType(messages, 'agent_response')[1], 'agent_response_event', 'agent_response')).toBe(
      NO_RECOGNIZER_REPLY,
    );
    session.close();
  });
});

describe('the offline agent’s lines', () => {
  const silentSpeech: AgentSpeech = {
    synthesize: () => Promise.resolve(new Int16Array(0)),
    openStream: () => undefined,
    recognizer: Promise.resolve({ available: true }),
  };

  /** A claim call started by text, at its first question (the caller's name), with the agent's lines. */
  async function askedForName(speech: AgentSpeech) {
    const provider = createSimulatedProvider({ productName: 'TreadDesk', speech, replyDelayMs: 0 });
    const session = await provider.startSession({
      agentType: 'sales',
      channel: 'browser',
      signal: new AbortController().signal,
    });
    const lines: string[] = [];
    session.onMessage((message) => {
      const said = eventField(message, 'agent_response_event', 'agent_response');
      if (typeof said === 'string') lines.push(said);
    });
    session.send({ type: 'user_message', text: 'I want to make a warranty claim' });
    await until(() => lines.some((line) => /full name/.test(line)));
    return { session, lines };
  }

  it('spells a name heard by voice that sounds like another spelling, and not one typed', async () => {
    /** Each spoken turn is heard as the next of these. */
    const heard = ['my name is sara stevens', 'five five five two two two three three four four'];
    const speech: AgentSpeech = {
      ...silentSpeech,
      openStream: () => ({ push() {}, finish: () => Promise.resolve(heard.shift() ?? ''), cancel() {} }),
    };
    const readBack = async (answer: (session: ProviderSession) => void) => {
      const { session, lines } = await askedForName(speech);
      answer(session);
      await until(() => lines.some((line) => /Is that right/.test(line)), 10_000);
      session.close();
      return lines.at(-1)!;
    };
    const spoken = await readBack((session) => {
      // Two turns, each a sound and the pause that ends it.
      const turns = concatPcm(tonePcm(600), silencePcm(900), tonePcm(600), silencePcm(900));
      for (const chunk of chunkPcm(turns, 1600)) session.sendAudio({ base64: () => pcmToBase64(chunk) });
    });
    expect(spoken).toBe(
      'I have Sara Stevens, Sara spelled S, A, R, A, Stevens spelled S, T, E, V, E, N, S, phone 5 5 5, 2 2 2, 3 3 4 4. Is that right?',
    );
    const typed = await readBack((session) => {
      session.send({ type: 'user_message', text: 'Sara Stevens' });
      session.send({ type: 'user_message', text: '555 222 3344' });
    });
    expect(typed).toBe('I have Sara Stevens, phone 5 5 5, 2 2 2, 3 3 4 4. Is that right?');
  });

  it("listens for a name part spelled again in the spelling alphabet's words, once its letters were refused", async () => {
    // Each spoken turn is heard as the next of these; each turn's listening is kept.
    const heard = ['my name is rhea vantongeren', 'five five five two two two three three four four'];
    heard.push('no the surname is wrong', 'v a n t o n g e r e n', 'no the surname is wrong');
    heard.push('victor alpha november tango oscar november golf echo romeo echo november');
    const listened: Array<FieldListening | undefined> = [];
    const speech: AgentSpeech = {
      ...silentSpeech,
      openStream: (_voice, listening) => {
        listened.push(listening);
        return { push() {}, finish: () => Promise.resolve(heard.shift() ?? ''), cancel() {} };
      },
    };
    const { session, lines } = await askedForName(speech);
    while (heard.length > 0) {
      const spoken = lines.length;
      for (const chunk of chunkPcm(concatPcm(tonePcm(600), silencePcm(900)), 1600))
        session.sendAudio({ base64: () => pcmToBase64(chunk) });
      await until(() => lines.length > spoken, 10_000);
    }
    session.close();
    expect(lines.at(-2)).toBe(
      'Sorry about that. Please spell your last name again, saying each letter as a word, such as Alpha for A or Bravo for B.',
    );
    expect(lines.at(-1)).toMatch(/^I have Rhea Vantongeren, /);
    const spellings = listened.filter((listening) => listening?.field === 'spelling');
    expect(spellings.map((listening) => listening?.field === 'spelling' && listening.inWords)).toEqual([
      false,
      true,
    ]);
  });

  it('tells a call past its lines that all are busy, and takes one again once a line is free', async () => {
    const provider = createSimulatedProvider({ productName: 'TreadDesk', speech: silentSpeech, maxCalls: 2 });
    const call = () =>
      provider.startSession({ agentType: 'sales', channel: 'browser', signal: new AbortController().signal });
    const first = await call();
    const second = await call();
    await expect(call()).rejects.toMatchObject({ visitorMessage: ALL_LINES_BUSY });
    first.close();
    const third = await call();
    await expect(call()).rejects.toBeInstanceOf(ProviderError);
    second.close();
    third.close();
  });
});
