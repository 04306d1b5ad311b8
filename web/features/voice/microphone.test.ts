import { describe, expect, it, vi } from 'vitest';
import { MICROPHONE_CONSTRAINTS, releaseMicrophone, requestMicrophone } from './microphone';

const devices = (getUserMedia: MediaDevices['getUserMedia']) => ({ getUserMedia }) as MediaDevices;

describe('requestMicrophone', () => {
  it('asks for mono audio with echo cancellation, noise suppression and auto gain', async () => {
    const stream = {} as MediaStream;
    const getUserMedia = vi.fn(async () => stream);
    await expect(requestMicrophone(devices(getUserMedia))).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith(MICROPHONE_CONSTRAINTS);
    expect(MICROPHONE_CONSTRAINTS.audio).toMatchObject({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
  });

  it('says the browser cannot, when there is no getUserMedia', async () => {
    await expect(requestMicrophone(undefined)).rejects.toMatchObject({
      display: 'Browser does not support microphone access',
    });
  });

  it.each(['NotAllowedError', 'SecurityError'])('turns %s into the permission message', async (name) => {
    const denied = devices(async () => Promise.reject(new DOMException('denied', name)));
    await expect(requestMicrophone(denied)).rejects.toMatchObject({
      display: 'Microphone access required. Please allow microphone permissions and try again.',
    });
  });

  it('passes other failures on', async () => {
    const missing = devices(async () => Promise.reject(new DOMException('no device', 'NotFoundError')));
    await expect(requestMicrophone(missing)).rejects.toThrow('no device');
  });

  it('stops every track on release', () => {
    const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
    releaseMicrophone({ getTracks: () => tracks } as unknown as MediaStream);
    tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
  });
});
