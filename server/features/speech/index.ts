/**
 * Offline speech: Flite synthesis and pocketsphinx recognition in worker processes, and the audio
 * formats callers and agents speak (PCM, μ-law, WAV, WebM/Opus). The voice gateway and its simulated
 * agent use it; it knows nothing of calls.
 */
export {
  lazySharedSpeech,
  sharedSpeechEngines,
  SpeechEngines,
  SPEECH_SAMPLE_RATE,
  type CallerVoice,
  type RecognitionStream,
  type RecognizerStatus,
} from './speech-engines';
export { PocketsphinxDecoder } from './recognition/pocketsphinx';
export {
  chooseHearing,
  listenFor,
  inCallersOwnWords,
  type FieldListening,
  type TenantVocabulary,
} from './recognition/field-hearing';
export { GrammarListener } from './recognition/grammar-listener';
export { nameShares, type NameShares } from './recognition/person-names';
export { namesSaidAlike } from './recognition/names-said-alike';
export { flitePronouncer } from './recognition/pronunciations';
export { writeDomainModel } from './recognition/language-model';
export { FliteSynthesizer } from './synthesis/flite';
export { speechChunks } from './synthesis/speech-text';
export { encodeAgentAudio } from './audio/agent-output';
export {
  base64PcmByteLength,
  bytesFromPcm,
  joinPcm,
  pcmFromBytes,
  Resampler,
  rmsLevel,
  VOICE_LEVEL,
} from './audio/pcm';
export { decodeUlaw, encodeUlaw } from './audio/ulaw';
export { readWav } from './audio/wav';
export { WebmOpusInput } from './audio/webm-opus-input';
export { WebmReadError } from './audio/webm-reader';
