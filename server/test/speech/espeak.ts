import { execFileSync } from 'node:child_process';
import { concatPcm, silencePcm } from '../../../fakes/audio/pcm-signals';
import { readWav, Resampler } from '../../features/speech';

export const ESPEAK_INSTALL_HINT = 'apt-get install espeak-ng (scripts/ensure-test-packages.sh does it)';

/** An espeak-ng voice and its speed in words a minute. */
export type EspeakVoice = { voice: string; wpm: number };
const US_VOICE: EspeakVoice = { voice: 'en-us', wpm: 140 };

/** A visitor's words spoken by espeak-ng (US English unless told), made now, as 16 kHz PCM16. */
export function espeakSpeech(text: string, { voice, wpm }: EspeakVoice = US_VOICE): Int16Array {
  const wav = execFileSync('espeak-ng', ['-v', voice, '-s', String(wpm), '--stdout', text]);
  const { samples, sampleRate } = readWav(wav);
  return new Resampler(sampleRate, 16_000).push(samples);
}

/** espeak-ng's words as an utterance a caller's microphone sends: quiet before (`leadMs`) and 500 ms after. */
export function espeakUtterance(text: string, leadMs = 600, voice = US_VOICE): Int16Array {
  return concatPcm(silencePcm(leadMs), espeakSpeech(text, voice), silencePcm(500));
}
