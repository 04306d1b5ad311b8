import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessTokenResponse } from '@domain/call-limits';
import { FakeSocket, fakeAudio, metadataMessage, type FakeAudio } from '../../test/voice-fakes';
import type { CallEvents, DeviceEvents } from './call-client';
import { CallLimitReached } from './phone-api';
import { createSimulatedCallClient, tokenExpiry, type SimulatedClientDeps } from './simulated-call-client';

const NOW_MS = Date.UTC(2026, 10, 20, 10, 0, 0);

function simToken(exp: number) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `sim.${part({ alg: 'HS256' })}.${part({ sub: 'visitor_x', exp })}.signature`;
}

function microphone() {
  const track = { enabled: true, readyState: 'live', stop: vi.fn() };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

function setup() {
  const sockets: FakeSocket[] = [];
  const audios: FakeAudio[] = [];
  const mic = microphone();
  const deps: SimulatedClientDeps = {
    placeCall: vi.fn(async () => ({ sessionId: 'vs_session', timeLimit: 300 })),
    openSocket: vi.fn(() => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    }),
    requestMicrophone: vi.fn(async () => mic.stream),
    releaseMicrophone: vi.fn(),
    endSession: vi.fn(async () => undefined),
    createAudio: () => {
      const audio = fakeAudio();
      audios.push(audio);
      return audio;
    },
    ringMs: 1500,
    now: () => NOW_MS,
  };
  const device: DeviceEvents = {
    onRegistered: vi.fn(),
    onUnregistered: vi.fn(),
    onError: vi.fn(),
    onTokenWillExpire: vi.fn(),
  };
  const events: CallEvents = {
    onRinging: vi.fn(),
    onAccept: vi.fn(),
    onDisconnect: vi.fn(),
    onCancel: vi.fn(),
    onReject: vi.fn(),
    onError: vi.fn(),
    onCaption: vi.fn(),
  };
  const access: AccessTokenResponse = {
    token: simToken(NOW_MS / 1000 + 3600),
    identity: 'visitor_x',
    mode: 'simulated',
    phoneNumber: '+15555550100',
    expiresInSeconds: 3600,
  };
  const client = createSimulatedCallClient(access, 'customer', device, deps);
  return { client, deps, device, events, sockets, audios, mic, access };
}

/** Rings out and opens the socket (the microphone promise resolves in between). */
async function answerRing() {
  await vi.advanceTimersByTimeAsync(1500);
}

describe('SimulatedCallClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers and warns 10 s before the token expires', async () => {
    const phone = setup();
    await phone.client.register();
    expect(phone.device.onRegistered).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(3590 * 1000 - 1);
    expect(phone.device.onTokenWillExpire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(phone.device.onTokenWillExpire).toHaveBeenCalledOnce();
    phone.client.updateToken(simToken(NOW_MS / 1000 + 7200));
    await vi.advanceTimersByTimeAsync(1000);
    expect(phone.device.onTokenWillExpire).toHaveBeenCalledOnce();
    expect(tokenExpiry('sim.garbage')).toBeNull();
  });

  it('places the call, rings, and answers on the agent metadata', async () => {
    const phone = setup();
    phone.client.prepareAudio();
    const call = await phone.client.connect('+15555550100', phone.events);
    expect(phone.deps.placeCall).toHaveBeenCalledWith({
      agentType: 'customer',
      token: phone.access.token,
      to: '+15555550100',
    });
    expect(phone.events.onRinging).toHaveBeenCalledOnce();
    expect(phone.deps.openSocket).not.toHaveBeenCalled();
    await answerRing();
    expect(phone.deps.openSocket).toHaveBeenCalledWith('customer', 'vs_session');
    const socket = phone.sockets[0]!;
    socket.open();
    socket.receive(metadataMessage());
    await vi.advanceTimersByTimeAsync(0);
    expect(phone.events.onAccept).toHaveBeenCalledWith('conv_test_1');
    expect(phone.audios[0]!.pcmSink).not.toBeNull();

    call.mute(true);
    expect(phone.mic.track.enabled).toBe(false);
    call.mute(false);
    expect(phone.mic.track.enabled).toBe(true);

    socket.serverClose(1000);
    expect(phone.events.onDisconnect).toHaveBeenCalledOnce();
    expect(phone.deps.releaseMicrophone).toHaveBeenCalledWith(phone.mic.stream);
    expect(phone.audios[0]!.isClosed).toBe(true);
    expect(phone.deps.endSession).not.toHaveBeenCalled();
  });

  it('captions both sides and carries typed text once answered, like the voice dialog', async () => {
    const phone = setup();
    const call = await phone.client.connect('+15555550100', phone.events);
    await answerRing();
    const socket = phone.sockets[0]!;
    socket.open();
    expect(call.sendText?.('too early')).toBe(false);
    socket.receive(metadataMessage());
    await vi.advanceTimersByTimeAsync(0);
    socket.receive({
      type: 'agent_response',
      agent_response_event: { agent_response: 'Hi, how can I help?' },
    });
    socket.receive({
      type: 'user_transcript',
      user_transcription_event: { user_transcript: 'my tyre is flat' },
    });
    expect(phone.events.onCaption).toHaveBeenNthCalledWith(1, 'agent', 'Hi, how can I help?');
    expect(phone.events.onCaption).toHaveBeenNthCalledWith(2, 'user', 'my tyre is flat');
    expect(call.sendText?.('  Where are you?  ')).toBe(true);
    expect(socket.sentJson()).toContainEqual({ type: 'user_message', text: 'Where are you?' });
  });

  it('reports a call closed before it was answered as cancelled, and ends its session', async () => {
    const phone = setup();
    await phone.client.connect('+15555550100', phone.events);
    await answerRing();
    phone.sockets[0]!.serverClose(1000);
    expect(phone.events.onCancel).toHaveBeenCalledOnce();
    expect(phone.deps.endSession).toHaveBeenCalledWith('vs_session');
  });

  it("reports the gateway's error when the line fails", async () => {
    const phone = setup();
    await phone.client.connect('+15555550100', phone.events);
    await answerRing();
    const socket = phone.sockets[0]!;
    socket.open();
    socket.receive({
      type: 'error',
      message: 'The voice service is unavailable right now. Please try again.',
    });
    socket.serverClose(1011);
    expect(phone.events.onError).toHaveBeenCalledWith({
      message: 'The voice service is unavailable right now. Please try again.',
      name: null,
    });
    expect(phone.events.onDisconnect).not.toHaveBeenCalled();
  });

  it('hangs up while ringing: nothing opens, the session ends, no events follow', async () => {
    const phone = setup();
    const call = await phone.client.connect('+15555550100', phone.events);
    call.disconnect();
    await answerRing();
    expect(phone.deps.openSocket).not.toHaveBeenCalled();
    expect(phone.deps.endSession).toHaveBeenCalledWith('vs_session');
    expect(phone.audios[0]!.isClosed).toBe(true);
    expect(phone.events.onCancel).not.toHaveBeenCalled();
  });

  it('rejects connect when the server refuses the call, and frees the audio', async () => {
    const phone = setup();
    vi.mocked(phone.deps.placeCall).mockRejectedValueOnce(new CallLimitReached('spent'));
    await expect(phone.client.connect('+15555550100', phone.events)).rejects.toBeInstanceOf(CallLimitReached);
    expect(phone.audios[0]!.isClosed).toBe(true);
    expect(phone.events.onRinging).not.toHaveBeenCalled();
  });
});
