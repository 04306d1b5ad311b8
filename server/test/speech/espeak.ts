import { execFileSync } from 'node:child_process';
import { concatPcm, silencePcm } from '../../../fakes/audio/pcm-signals';
import { readWav, Resampler } from '../../features/speech';

export const ESPEAK_INSTALL_HINT = 'apt-get install espeak-ng (scripts/ensure-test-packages.sh does it)';

/** A visitor's words spoken by espeak-ng (US English), made now, as 16 kHz PCM16. */
export function espeakSpeech(text: string): Int16Array {
  const wav = execFileSync('espeak-ng', ['-v', 'en-us', '-s', '140', '--stdout', text]);
  const { samples, sampleRate } = readWav(wav);
  return new Resampler(sampleRate, 16_000).push(samples);
}

/** espeak-ng's words as an utterance a caller's microphone sends: quiet before (`leadMs`) and 500 ms after. */
export function espeakUtterance(text: string, leadMs = 600): Int16Array {
  return concatPcm(silencePcm(leadMs), espeakSpeech(text), silencePcm(500));
}
