/** The browser's `/ws/voice` gateway, its providers and speech engines, and claims filed from calls. */
export { voiceRoutes } from './voice.routes';
export { createVoiceSession, endVoiceSession } from './voice.service';
export { liveVoiceCallCount, registryFor } from './voice.registry';
export { fileCollectedClaim } from './voice.claims';
export { SpeechEngines, sharedSpeechEngines } from './speech/speech-engines';
export { Resampler } from './audio/pcm';
export { readWav } from './audio/wav';
