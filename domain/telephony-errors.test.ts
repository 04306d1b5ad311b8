import { describe, expect, it } from 'vitest';
import {
  AUDIO_DEVICE_ERROR,
  CALL_DECLINED,
  CALL_FAILED,
  CALL_TIMED_OUT,
  CONNECTION_LOST,
  INIT_CONNECTION_ISSUE,
  INIT_FAILED,
  INIT_MICROPHONE_REQUIRED,
  LINE_BUSY,
  MICROPHONE_ISSUE,
  SESSION_ERROR,
  SESSION_EXPIRED,
  callErrorText,
  deviceErrorText,
  initErrorText,
  toTelephonyErrorInfo,
  type TelephonyErrorInfo,
} from './telephony-errors';

type Row = [string, TelephonyErrorInfo, string];

describe('spec texts, verbatim', () => {
  it.each([
    [SESSION_EXPIRED, 'Session expired. Please close and reopen the call window.'],
    [CONNECTION_LOST, 'Connection lost. Please check your internet and try again.'],
    [MICROPHONE_ISSUE, 'Microphone access issue. Please allow microphone permissions.'],
    [SESSION_ERROR, 'Session error. Please refresh the page and try again.'],
    [AUDIO_DEVICE_ERROR, 'Audio device error. Please try again.'],
    [LINE_BUSY, 'Line is busy. Please try again later.'],
    [CALL_TIMED_OUT, 'Call timed out. Please check connection and try again.'],
    [CALL_DECLINED, 'Call was declined. Please try again later.'],
    [CALL_FAILED, 'Call connection failed. Please try again.'],
    [INIT_CONNECTION_ISSUE, 'Connection issue. Please check your internet and try again.'],
    [INIT_MICROPHONE_REQUIRED, 'Microphone access required. Please allow permissions and try again.'],
    [INIT_FAILED, 'Unable to set up audio device. Please try again.'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('deviceErrorText', () => {
  it.each<Row>([
    ['code 20104 (access token expired)', { code: 20104, message: 'AccessTokenExpired' }, SESSION_EXPIRED],
    ['code 31205 (JWT token expired)', { code: 31205, message: 'JWT token expired' }, SESSION_EXPIRED],
    ['message: expired token', { message: 'Token has expired' }, SESSION_EXPIRED],
    ['code 31005 (connection error)', { code: 31005, message: 'Connection error' }, CONNECTION_LOST],
    ['code 31003 (connection timeout)', { code: 31003, message: 'ConnectionTimeout' }, CONNECTION_LOST],
    ['code 31009 (transport)', { code: 31009, message: 'No transport available' }, CONNECTION_LOST],
    ['code 53405 (media connection)', { code: 53405, message: 'Media connection failed' }, CONNECTION_LOST],
    ['message: network', { message: 'A network error occurred' }, CONNECTION_LOST],
    ['code 31401 (getUserMedia denied)', { code: 31401, message: 'UserMedia denied' }, MICROPHONE_ISSUE],
    ['code 31402 (getUserMedia failed)', { code: 31402, message: 'Acquisition failed' }, MICROPHONE_ISSUE],
    ['message: microphone', { message: 'Microphone not found' }, MICROPHONE_ISSUE],
    ['message: permission', { message: 'Permission denied' }, MICROPHONE_ISSUE],
    ['code 20101 (invalid access token)', { code: 20101, message: 'AccessTokenInvalid' }, SESSION_ERROR],
    ['code 31201 (authorization)', { code: 31201, message: 'Authorization error' }, SESSION_ERROR],
    ['code 31204 (invalid JWT)', { code: 31204, message: 'JWT is not valid' }, SESSION_ERROR],
    ['message: invalid', { message: 'Invalid grant' }, SESSION_ERROR],
    ['message: token', { message: 'Bad token' }, SESSION_ERROR],
    ['code 31000 (unknown)', { code: 31000, message: 'Unknown error' }, AUDIO_DEVICE_ERROR],
    ['nothing at all', {}, AUDIO_DEVICE_ERROR],
  ])('%s', (_label, error, expected) => expect(deviceErrorText(error)).toBe(expected));

  it('checks expiry before the generic token rule', () => {
    expect(deviceErrorText({ message: 'Access token expired' })).toBe(SESSION_EXPIRED);
  });
});

describe('callErrorText', () => {
  it.each<Row>([
    ['code 31486 (callee busy)', { code: 31486, message: 'BusyHere' }, LINE_BUSY],
    ['message: busy', { message: 'The line is busy' }, LINE_BUSY],
    ['code 31003 (timeout)', { code: 31003, message: 'ConnectionTimeout' }, CALL_TIMED_OUT],
    ['message: timeout', { message: 'Request timeout' }, CALL_TIMED_OUT],
    ['message: timed out', { message: 'The call timed out' }, CALL_TIMED_OUT],
    ['code 31603 (declined)', { code: 31603, message: 'Decline' }, CALL_DECLINED],
    ['message: rejected', { message: 'Call rejected' }, CALL_DECLINED],
    ['message: declined', { message: 'Callee declined' }, CALL_DECLINED],
    ['code 20104', { code: 20104, message: 'AccessTokenExpired' }, SESSION_EXPIRED],
    ['code 31205', { code: 31205, message: 'JWT token expired' }, SESSION_EXPIRED],
    ['code 31005 (not a call rule)', { code: 31005, message: 'Connection error' }, CALL_FAILED],
    ['code 53405', { code: 53405, message: 'Media connection failed' }, CALL_FAILED],
    ['nothing at all', {}, CALL_FAILED],
  ])('%s', (_label, error, expected) => expect(callErrorText(error)).toBe(expected));
});

describe('initErrorText', () => {
  it.each<Row>([
    ['message: network', { message: 'Network request failed' }, INIT_CONNECTION_ISSUE],
    ['fetch failure', { name: 'TypeError', message: 'Failed to fetch' }, INIT_CONNECTION_ISSUE],
    ['code 31005', { code: 31005, message: 'Connection error' }, INIT_CONNECTION_ISSUE],
    ['code 31003', { code: 31003 }, INIT_CONNECTION_ISSUE],
    ['code 53405', { code: 53405 }, INIT_CONNECTION_ISSUE],
    ['NotAllowedError', { name: 'NotAllowedError', message: 'Permission denied' }, INIT_MICROPHONE_REQUIRED],
    ['code 31401', { code: 31401 }, INIT_MICROPHONE_REQUIRED],
    ['message: token', { message: 'Failed to get access token' }, SESSION_ERROR],
    ['code 31204', { code: 31204 }, SESSION_ERROR],
    ['code 31201', { code: 31201 }, SESSION_ERROR],
    ['code 20104', { code: 20104 }, SESSION_ERROR],
    ['something else', { message: 'AudioContext could not start' }, INIT_FAILED],
  ])('%s', (_label, error, expected) => expect(initErrorText(error)).toBe(expected));
});

describe('toTelephonyErrorInfo', () => {
  it('reads a TwilioError-like object, a DOMException and plain values', () => {
    expect(toTelephonyErrorInfo({ code: 31005, message: 'x', name: 'ConnectionError' })).toEqual({
      code: 31005,
      message: 'x',
      name: 'ConnectionError',
    });
    const denied = toTelephonyErrorInfo(new DOMException('Permission denied', 'NotAllowedError'));
    expect(denied).toMatchObject({ message: 'Permission denied', name: 'NotAllowedError' });
    expect(toTelephonyErrorInfo('boom')).toEqual({ message: 'boom' });
  });
});
