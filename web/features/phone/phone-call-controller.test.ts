import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessTokenResponse } from '@domain/call-limits';
import { DEFAULT_LIMIT_DETAIL } from '@domain/telephony-errors';
import type { ActiveCall, CallClient, CallEvents, DeviceEvents } from './call-client';
import { CallLimitReached, limitDetailOf } from './phone-api';
import { PhoneCallController } from './phone-call-controller';
import type { PhoneCallDeps } from './phone-call-state';

const ACCESS: AccessTokenResponse = {
  token: 'sim.token-1',
  identity: 'visitor_abc',
  mode: 'simulated',
  phoneNumber: '+15555550100',
  expiresInSeconds: 3600,
};
const CALL_SID = `CA${'1'.repeat(32)}`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<PhoneCallDeps> = {}) {
  const log: string[] = [];
  let deviceEvents: DeviceEvents | null = null;
  let callEvents: CallEvents | null = null;
  const call: ActiveCall = {
    mute: vi.fn((isMuted: boolean) => void log.push(`mute:${isMuted}`)),
    disconnect: vi.fn(() => void log.push('disconnect')),
    sendText: vi.fn((text: string) => (log.push(`text:${text}`), true)),
  };
  const client: CallClient = {
    mode: 'simulated',
    register: vi.fn(async () => deviceEvents!.onRegistered()),
    prepareAudio: vi.fn(),
    connect: vi.fn(async (to: string, events: CallEvents) => {
      log.push(`connect:${to}`);
      callEvents = events;
      return call;
    }),
    updateToken: vi.fn(),
    destroy: vi.fn(() => void log.push('destroy')),
  };
  const api = {
    fetchAccessToken: vi.fn(async () => ACCESS),
    checkLimits: vi.fn(async () => ({ allowed: true as const, callsLeftToday: 9 })),
    setTargetNumber: vi.fn(async () => ({ ok: true as const })),
    logStart: vi.fn(async (sid: string) => void log.push(`logStart:${sid}`)),
    logEnd: vi.fn(async (sid: string) => {
      log.push(`logEnd:${sid}`);
      return { callSid: sid, durationSeconds: 1 };
    }),
    hangUp: vi.fn(async (sid: string) => void log.push(`hangUp:${sid}`)),
  };
  const deps: PhoneCallDeps = {
    requestMicrophonePermission: vi.fn(async () => undefined),
    api,
    createClient: vi.fn(async (_access, _agentType, events: DeviceEvents) => {
      deviceEvents = events;
      return client;
    }),
    newLocalCallId: () => 'local_0001',
    warn: vi.fn(),
    ...overrides,
  };
  const controller = new PhoneCallController('customer', deps);
  return {
    controller,
    deps,
    api,
    client,
    call,
    log,
    device: () => deviceEvents!,
    events: () => callEvents!,
    state: () => controller.getSnapshot(),
  };
}

async function connected(overrides: Partial<PhoneCallDeps> = {}) {
  const phone = setup(overrides);
  await phone.controller.open();
  await phone.controller.startCall();
  phone.events().onAccept(CALL_SID);
  await flush();
  return phone;
}

describe('PhoneCallController', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('sets up on open: microphone, token, device, then the ready message', async () => {
    const phone = setup();
    expect(phone.state().status).toBe('Setting up audio device...');
    await phone.controller.open();
    expect(phone.deps.requestMicrophonePermission).toHaveBeenCalledOnce();
    expect(phone.deps.createClient).toHaveBeenCalledWith(ACCESS, 'customer', expect.any(Object));
    expect(phone.state()).toMatchObject({
      phase: 'ready',
      mode: 'simulated',
      status: 'Audio device ready. Click Start Call to begin.',
    });
  });

  it.each([
    [
      'microphone denied',
      { name: 'NotAllowedError', message: 'Permission denied' },
      'mic',
      'Microphone access required. Please allow permissions and try again.',
    ],
    [
      'no network',
      new TypeError('Failed to fetch'),
      'token',
      'Connection issue. Please check your internet and try again.',
    ],
    ['no token', null, 'empty', 'Session error. Please refresh the page and try again.'],
    [
      'device failure',
      new Error('AudioContext broke'),
      'device',
      'Unable to set up audio device. Please try again.',
    ],
  ])('shows the initialisation error for %s', async (_label, error, where, text) => {
    const phone = setup({
      requestMicrophonePermission: where === 'mic' ? () => Promise.reject(error) : async () => undefined,
      createClient: where === 'device' ? () => Promise.reject(error) : setup().deps.createClient,
    });
    if (where === 'token') phone.api.fetchAccessToken.mockRejectedValueOnce(error);
    if (where === 'empty') phone.api.fetchAccessToken.mockResolvedValueOnce({ ...ACCESS, token: '' });
    await phone.controller.open();
    expect(phone.state()).toMatchObject({ phase: 'unavailable', status: text, isError: true });
    await phone.controller.startCall();
    expect(phone.state().status).toBe('Audio device not ready. Please wait...');
  });

  it('says the device is not ready when Start Call comes too early', async () => {
    const phone = setup();
    await phone.controller.startCall();
    expect(phone.state().status).toBe('Audio device not ready. Please wait...');
    expect(phone.api.checkLimits).not.toHaveBeenCalled();
  });

  it('runs a call: limits, target, connect, ringing, connected with countdown, mute, end', async () => {
    const phone = setup();
    await phone.controller.open();
    const starting = phone.controller.startCall();
    expect(phone.state()).toMatchObject({ phase: 'connecting' });
    expect(phone.client.prepareAudio).toHaveBeenCalledOnce();
    await starting;
    expect(phone.api.checkLimits).toHaveBeenCalledWith('customer');
    expect(phone.api.setTargetNumber).toHaveBeenCalledWith({
      phoneNumber: ACCESS.phoneNumber,
      clientId: ACCESS.identity,
      agentType: 'customer',
    });
    expect(phone.log).toEqual([`connect:${ACCESS.phoneNumber}`]);
    expect(phone.state()).toMatchObject({ phase: 'ringing', status: 'Phone is ringing...' });

    phone.events().onAccept(CALL_SID);
    await flush();
    expect(phone.state()).toMatchObject({
      phase: 'in-call',
      status: 'Call connected! You can now speak and hear audio.',
      remainingSeconds: 300,
      callSid: CALL_SID,
    });
    vi.advanceTimersByTime(3000);
    expect(phone.state().remainingSeconds).toBe(297);

    phone.controller.toggleMute();
    expect(phone.state()).toMatchObject({ isMuted: true, status: 'Microphone muted.' });
    phone.controller.toggleMute();
    expect(phone.state()).toMatchObject({ isMuted: false, status: 'Microphone unmuted.' });

    const ending = phone.controller.endCall();
    expect(phone.state()).toMatchObject({ phase: 'ending', status: 'Ending call...' });
    await ending;
    expect(phone.log).toEqual([
      `connect:${ACCESS.phoneNumber}`,
      `logStart:${CALL_SID}`,
      'mute:true',
      'mute:false',
      `logEnd:${CALL_SID}`,
      'disconnect',
      `hangUp:${CALL_SID}`,
    ]);
    expect(phone.state()).toMatchObject({
      phase: 'ready',
      status: 'Call ended successfully.',
      callSid: null,
    });
    vi.advanceTimersByTime(5000);
    expect(phone.log).toHaveLength(7);
  });

  it('captions the simulated line and sends typed text only during the call', async () => {
    const phone = setup();
    await phone.controller.open();
    await phone.controller.startCall();
    expect(phone.controller.sendText('too early')).toBe(false);
    phone.events().onAccept(CALL_SID);
    await flush();
    phone.events().onCaption?.('agent', 'Hi, you have reached TreadDesk.');
    expect(phone.controller.sendText('I want to make a warranty claim')).toBe(true);
    expect(phone.log).toContain('text:I want to make a warranty claim');
    expect(phone.state().captions.map((caption) => [caption.speaker, caption.text])).toEqual([
      ['agent', 'Hi, you have reached TreadDesk.'],
      ['user', 'I want to make a warranty claim'],
    ]);
    await phone.controller.endCall();
    await phone.controller.startCall();
    expect(phone.state().captions).toEqual([]);
  });

  it('never hangs up a browser-made call id on the server', async () => {
    const phone = setup();
    await phone.controller.open();
    await phone.controller.startCall();
    phone.events().onAccept(null);
    await flush();
    expect(phone.api.logStart).toHaveBeenCalledWith('local_0001', 'customer');
    await phone.controller.endCall();
    expect(phone.api.logEnd).toHaveBeenCalledWith('local_0001');
    expect(phone.api.hangUp).not.toHaveBeenCalled();
  });

  it('shows the limit box with the server detail, and places no call', async () => {
    const phone = setup();
    await phone.controller.open();
    phone.api.checkLimits.mockRejectedValueOnce(
      new CallLimitReached('This device has made its 10 demo calls.'),
    );
    await phone.controller.startCall();
    expect(phone.state()).toMatchObject({
      phase: 'ready',
      status: 'Call limit reached. Please try again later.',
      limitDetail: 'This device has made its 10 demo calls.',
    });
    expect(phone.client.connect).not.toHaveBeenCalled();
    expect(limitDetailOf('')).toBe(DEFAULT_LIMIT_DETAIL);
    expect(limitDetailOf('{"message":"x"}')).toBe('Rate limit exceeded');
  });

  it('reports a call that could not be placed', async () => {
    const phone = setup();
    await phone.controller.open();
    vi.mocked(phone.client.connect).mockRejectedValueOnce(new Error('502'));
    await phone.controller.startCall();
    expect(phone.state()).toMatchObject({
      phase: 'ready',
      status: 'Failed to initiate call. Please try again.',
    });
  });

  it('carries on when setting the target number fails (only logged)', async () => {
    const phone = setup();
    await phone.controller.open();
    phone.api.setTargetNumber.mockRejectedValueOnce(new Error('403'));
    await phone.controller.startCall();
    expect(phone.deps.warn).toHaveBeenCalled();
    expect(phone.state().phase).toBe('ringing');
  });

  it.each([
    ['remote disconnect', (events: CallEvents) => events.onDisconnect(), 'Call ended.'],
    ['cancel', (events: CallEvents) => events.onCancel(), 'Call cancelled.'],
  ])('after a %s it says so, logs the end and resets the timer to 300', async (_label, end, text) => {
    const phone = await connected();
    vi.advanceTimersByTime(10_000);
    end(phone.events());
    await flush();
    expect(phone.state()).toMatchObject({ phase: 'ready', status: text, remainingSeconds: 300 });
    expect(phone.api.logEnd).toHaveBeenCalledWith(CALL_SID);
    expect(phone.api.hangUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(phone.state().remainingSeconds).toBe(300);
  });

  it('ends the call itself when the countdown reaches 1', async () => {
    const phone = await connected();
    vi.advanceTimersByTime(298_000);
    expect(phone.state().phase).toBe('in-call');
    vi.advanceTimersByTime(1000);
    await flush();
    expect(phone.state()).toMatchObject({ phase: 'ready', status: 'Call ended successfully.' });
    expect(phone.api.hangUp).toHaveBeenCalledWith(CALL_SID);
  });

  it('maps call and device errors to the spec texts', async () => {
    const phone = await connected();
    phone.events().onError({ code: 31486, message: 'Busy Here' });
    expect(phone.state()).toMatchObject({ status: 'Line is busy. Please try again later.', isError: true });
    expect(phone.call.disconnect).toHaveBeenCalled();
    await flush();
    expect(phone.api.hangUp).toHaveBeenCalledWith(CALL_SID);
    phone.device().onError({ code: 31005, message: 'Connection error' });
    expect(phone.state().status).toBe('Connection lost. Please check your internet and try again.');
    phone.device().onUnregistered();
    expect(phone.state().status).toBe('Session expired. Please close and reopen the call window.');
  });

  it('refreshes the token when the device says it will expire', async () => {
    const phone = setup();
    await phone.controller.open();
    phone.api.fetchAccessToken.mockResolvedValueOnce({ ...ACCESS, token: 'sim.token-2' });
    phone.device().onTokenWillExpire();
    await flush();
    expect(phone.client.updateToken).toHaveBeenCalledWith('sim.token-2');
    phone.api.fetchAccessToken.mockRejectedValueOnce(new Error('offline'));
    phone.device().onTokenWillExpire();
    await flush();
    expect(phone.state().status).toBe('Session expired. Please close and reopen the call window.');
  });

  it('ends the call when log-start finds the day spent', async () => {
    const phone = setup();
    await phone.controller.open();
    await phone.controller.startCall();
    phone.api.logStart.mockRejectedValueOnce(
      new CallLimitReached('Your network has made its 10 demo calls.'),
    );
    phone.events().onAccept(CALL_SID);
    await flush();
    await flush();
    expect(phone.call.disconnect).toHaveBeenCalled();
    expect(phone.state()).toMatchObject({
      phase: 'ready',
      status: 'Call limit reached. Please try again later.',
      limitDetail: 'Your network has made its 10 demo calls.',
    });
  });

  it('ends the call before closing, and ignores events of a closed dialog', async () => {
    const phone = await connected();
    const events = phone.events();
    await phone.controller.close();
    expect(phone.log.slice(-4)).toEqual([
      `logEnd:${CALL_SID}`,
      'destroy',
      'disconnect',
      `hangUp:${CALL_SID}`,
    ]);
    events.onDisconnect();
    expect(phone.api.logEnd).toHaveBeenCalledOnce();
  });

  it('survives an open, close, open sequence (React StrictMode) with one live device', async () => {
    const phone = setup();
    const first = phone.controller.open();
    void phone.controller.close();
    const second = phone.controller.open();
    await Promise.all([first, second]);
    expect(phone.state().phase).toBe('ready');
    expect(phone.client.register).toHaveBeenCalledOnce();
  });
});
