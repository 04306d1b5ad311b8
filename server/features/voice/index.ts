/** The browser's `/ws/voice` gateway, its providers (ElevenLabs or the simulated agent), and claims filed from calls. */
export { createVoiceSession, endVoiceSession } from './voice.service';
export { liveVoiceCallCount, registryFor } from './voice.registry';
export { fileCollectedClaim } from './voice.claims';
