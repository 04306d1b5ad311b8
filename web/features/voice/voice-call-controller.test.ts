import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceCallController } from './voice-call-controller';
import type { VoiceCallDeps } from './voice-call-state';
import { MIC_DENIED, MIC_UNSUPPORTED, VoiceCallError } from './voice-errors';
import { FakeSocket, fakeAudio, fakeStream, metadataMessage, type FakeAudio } from '../../test/voice-fakes';

type Harness = {
  controller: VoiceCallController;
  deps: VoiceCallDeps;
  audio: FakeAudio;
  socket: () => FakeSocket;
  sockets: FakeSocket[];
  tracks: { stopped: boolean }[];
  ended: string[];
};

function setup(overrides: Partial<VoiceCallDeps> = {}): Harness {
  const audio = fakeAudio();
  const { stream, tracks } = fakeStream();
  const sockets: FakeSocket[] = [];
  const ended: string[] = [];
  const deps: VoiceCallDeps = {
    requestMicrophone: async () => stream,
    releaseMicrophone: (s) => s.getTracks().forEach((t) => t.stop()),
    startSession: async () => ({ sessionId: 'vs_1', timeLimit: 600 }),
    endSession: async (id) => void ended.push(id),
    openSocket: (agentType, sessionId) => {
      const socket = new FakeSocket(`/ws/voice?agent=${agentType}&session=${sessionId}`);
      sockets.push(socket);
      return socket;
    },
    createAudio: () => audio,
    connectDelayMs: 0,
    ...overrides,
  };
  const controller = new VoiceCallController('sales', deps);
  return { controller, deps, audio, socket: () => sockets.at(-1)!, sockets, tracks, ended };
}

async function connect(h: Harness, input = 'pcm_16000') {
  await h.controller.start();
  h.socket().open();
  h.socket().receive(metadataMessage(input, 'pcm_22050'));
  await vi.waitFor(() => expect(h.controller.getSnapshot().phase).toBe('connected'));
}

describe('VoiceCallController', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('connects: session, socket for the agent type and session, capture, playback, countdown', async () => {
    const h = setup();
    const states: string[] = [];
    h.controller.subscribe(() => states.push(h.controller.getSnapshot().phase));
    await connect(h);
    expect(states).toContain('connecting');
    expect(h.socket().url).toBe('/ws/voice?agent=sales&session=vs_1');
    expect(h.socket().binaryType).toBe('arraybuffer');
    expect(h.audio.player?.rate).toBe(22050);
    expect(h.controller.getSnapshot()).toMatchObject({
      remainingSeconds: 600,
      conversationId: 'conv_test_1',
    });
    vi.advanceTimersByTime(1000);
    expect(h.controller.getSnapshot().remainingSeconds).toBe(599);
  });

  it('sends pcm_16000 microphone buffers as user_audio_chunk JSON', async () => {
    const h = setup();
    await connect(h, 'pcm_16000');
    h.audio.pcmSink!(new Int16Array(4096));
    const [frame] = h.socket().sentJson();
    expect(Object.keys(frame!)).toEqual(['user_audio_chunk']);
    expect(atob(frame!.user_audio_chunk as string)).toHaveLength(8192);
    expect(h.controller.getSnapshot().chunksSent).toBe(1);
  });

  it('sends other formats as binary webm chunks', async () => {
    const h = setup();
    await connect(h, 'pcm_48000');
    expect(h.audio.pcmSink).toBeNull();
    const chunk = new Blob([new Uint8Array(10)], { type: 'audio/webm' });
    h.audio.webmSink!(chunk);
    expect(h.socket().sent).toEqual([chunk]);
  });

  it('plays binary frames, captions both sides, fades on interruption', async () => {
    const h = setup();
    await connect(h);
    h.socket().receive(new ArrayBuffer(640));
    h.socket().receive({
      type: 'agent_response',
      agent_response_event: { agent_response: 'Hello!', event_id: 1 },
    });
    h.socket().receive({
      type: 'user_transcript',
      user_transcription_event: { user_transcript: 'Hi', event_id: 2 },
    });
    h.socket().receive({ type: 'interruption', interruption_event: { event_id: 3 } });
    h.audio.player!.events.onSpeakingChange(true);
    const state = h.controller.getSnapshot();
    expect(h.audio.player!.enqueued).toHaveLength(1);
    expect(h.audio.player!.interrupts).toBe(1);
    expect(state.framesReceived).toBe(1);
    expect(state.isAgentSpeaking).toBe(true);
    expect(state.captions.map((c) => [c.speaker, c.text])).toEqual([
      ['agent', 'Hello!'],
      ['user', 'Hi'],
    ]);
  });

  it('answers ping with pong and sends typed messages as user_message', async () => {
    const h = setup();
    await connect(h);
    h.socket().receive({ type: 'ping', ping_event: { event_id: 7, ping_ms: 30 } });
    expect(h.controller.sendText('  Do you stock winter tyres? ')).toBe(true);
    expect(h.socket().sentJson()).toEqual([
      { type: 'pong', event_id: 7 },
      { type: 'user_message', text: 'Do you stock winter tyres?' },
    ]);
    expect(h.controller.getSnapshot().captions.at(-1)).toMatchObject({ speaker: 'user', isTyped: true });
  });

  it('End Call closes the socket, ends the session, releases microphone and audio, resets the countdown', async () => {
    const h = setup();
    await connect(h);
    vi.advanceTimersByTime(5000);
    h.controller.end();
    expect(h.socket().closedWith).toEqual({ code: 1000, reason: 'Call ended' });
    expect(h.ended).toEqual(['vs_1']);
    expect(h.tracks.every((t) => t.stopped)).toBe(true);
    expect(h.audio).toMatchObject({ isClosed: true, captureStops: 1 });
    expect(h.audio.player!.isClosed).toBe(true);
    expect(h.controller.getSnapshot()).toMatchObject({ phase: 'idle', remainingSeconds: 600 });
  });

  it('ends the call by itself when the countdown reaches 1 second', async () => {
    const h = setup({ startSession: async () => ({ sessionId: 'vs_2', timeLimit: 4 }) });
    await connect(h);
    vi.advanceTimersByTime(2000);
    expect(h.controller.getSnapshot()).toMatchObject({ phase: 'connected', remainingSeconds: 2 });
    vi.advanceTimersByTime(1000);
    expect(h.controller.getSnapshot().phase).toBe('idle');
    expect(h.ended).toEqual(['vs_2']);
  });

  it('waits 3 s before connecting when told to (Android)', async () => {
    const h = setup({ connectDelayMs: 3000 });
    const started = h.controller.start();
    await vi.advanceTimersByTimeAsync(2999);
    expect(h.sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(h.socket().url).toContain('session=vs_1');
  });
});

describe('VoiceCallController errors', () => {
  it.each([
    ['no microphone API', new VoiceCallError(MIC_UNSUPPORTED), MIC_UNSUPPORTED],
    ['permission denied', new VoiceCallError(MIC_DENIED), MIC_DENIED],
    ['another failure', new Error('Device busy'), 'Failed to start conversation: Device busy'],
  ])('%s: the call still connects, in text-only mode, with the reason shown', async (_name, error, text) => {
    const h = setup({ requestMicrophone: async () => Promise.reject(error) });
    await connect(h);
    expect(h.controller.getSnapshot()).toMatchObject({ phase: 'connected', error: text, isTextOnly: true });
    expect(h.audio.player?.rate).toBe(22050); // the agent is still heard
    expect(h.controller.sendText('Where is my order?')).toBe(true);
    expect(h.socket().sent.at(-1)).toBe(JSON.stringify({ type: 'user_message', text: 'Where is my order?' }));
    expect(h.controller.getSnapshot().chunksSent).toBe(0);
    h.controller.end();
    expect(h.audio.isClosed).toBe(true);
  });

  it('a failed start-session fails the start and frees the microphone', async () => {
    const h = setup({ startSession: async () => Promise.reject(new Error('Failed to start voice session')) });
    await h.controller.start();
    expect(h.controller.getSnapshot().error).toBe(
      'Failed to start conversation: Failed to start voice session',
    );
    expect(h.tracks[0]!.stopped).toBe(true);
  });

  it('a provider failure (1011) shows the error message that preceded it', async () => {
    const h = setup();
    await connect(h);
    h.socket().receive({ type: 'error', message: 'The voice agent is unavailable' });
    expect(h.controller.getSnapshot().error).toBe('Connection failed: The voice agent is unavailable');
    h.socket().serverClose(1011);
    expect(h.controller.getSnapshot()).toMatchObject({
      phase: 'idle',
      error: 'Connection failed: The voice agent is unavailable',
    });
    expect(h.tracks[0]!.stopped).toBe(true);
    expect(h.ended).toEqual([]);
  });

  it('a policy close (1008) shows its reason; a normal close (1000) shows no error', async () => {
    const policy = setup();
    await policy.controller.start();
    policy.socket().serverClose(1008, 'Unknown session');
    expect(policy.controller.getSnapshot().error).toBe('Connection failed: Unknown session');

    const normal = setup();
    await connect(normal);
    normal.socket().receive({ type: 'session_ended', reason: 'agent_ended' });
    normal.socket().serverClose(1000);
    expect(normal.controller.getSnapshot()).toMatchObject({ phase: 'idle', error: null });
    expect(normal.audio.isClosed).toBe(true);
  });

  it('a socket that never opens reports that the server could not be reached', async () => {
    const h = setup();
    await h.controller.start();
    h.socket().serverClose(1006);
    expect(h.controller.getSnapshot().error).toBe('Connection failed: could not reach the voice server');
  });

  it('an error message without text reads "Voice AI error"', async () => {
    const h = setup();
    await connect(h);
    h.socket().receive({ type: 'error' });
    expect(h.controller.getSnapshot().error).toBe('Connection failed: Voice AI error');
  });

  it('ending while the session is still starting cancels it cleanly', async () => {
    let resolve: ((value: { sessionId: string; timeLimit: number }) => void) | undefined;
    const h = setup({ startSession: () => new Promise((r) => (resolve = r)) });
    const started = h.controller.start();
    await vi.waitFor(() => expect(resolve).toBeDefined());
    expect(h.controller.getSnapshot().phase).toBe('connecting');
    h.controller.end();
    resolve!({ sessionId: 'late', timeLimit: 100 });
    await started;
    expect(h.ended).toEqual(['late']);
    expect(h.sockets).toHaveLength(0);
    expect(h.controller.getSnapshot().phase).toBe('idle');
  });
});
