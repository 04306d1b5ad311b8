import { describe, expect, it } from 'vitest';
import { loadToneWebmChunks } from '../../../../fakes/audio/webm-fixture';
import { concatPcm } from '../../../../fakes/audio/pcm-signals';
import { rmsLevel } from './pcm';
import { WebmOpusInput } from './webm-opus-input';
import { WebmReadError } from './webm-reader';

async function decodeAll(rate: number) {
  const input = new WebmOpusInput(rate, 64 * 1024);
  const parts: Int16Array[] = [];
  for (const chunk of loadToneWebmChunks()) parts.push(await input.push(chunk));
  input.close();
  return concatPcm(...parts);
}

describe('webm/opus microphone input', () => {
  it.each([16_000, 8000, 22_050, 48_000])(
    'decodes real MediaRecorder chunks to PCM at %i Hz',
    async (rate) => {
      const pcm = await decodeAll(rate);
      const seconds = pcm.length / rate;
      expect(seconds).toBeGreaterThan(2.3);
      expect(seconds).toBeLessThan(2.8);
      // 0.3 s of silence, then a half-scale tone for about a second, then silence again.
      expect(rmsLevel(pcm, 0, Math.round(rate * 0.2))).toBeLessThan(0.01);
      expect(rmsLevel(pcm, Math.round(rate * 0.6), Math.round(rate * 1.0))).toBeGreaterThan(0.3);
      expect(rmsLevel(pcm, Math.round(rate * 1.8), pcm.length)).toBeLessThan(0.01);
    },
  );

  it('rejects a stream that is not WebM, and keeps rejecting after it', async () => {
    const input = new WebmOpusInput(16_000, 64 * 1024);
    await expect(input.push(Buffer.from('hello world'))).rejects.toBeInstanceOf(WebmReadError);
    input.close();
  });
});
