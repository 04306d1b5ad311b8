import { availableParallelism } from 'node:os';
import type { AgentType } from '../../../../domain/agent-types';
import type { Config } from '../../../env';
import { createElevenLabsProvider } from './elevenlabs.provider';
import type { VoiceAgentProvider } from './provider';
import { lazySharedSpeech, type SpeechEngines, type TenantVocabulary } from '../../speech';
import { createSimulatedProvider } from './simulated/simulated.provider';

/**
 * ElevenLabs when the API key and the type's agent id are configured; otherwise the in-process
 * simulated agent, so the demo always works offline.
 */
export function createProviderSelector(
  config: Config,
  onSpeechStart?: (engines: SpeechEngines) => void,
  vocabulary?: () => TenantVocabulary,
): (agentType: AgentType) => VoiceAgentProvider {
  const simulated = createSimulatedProvider({
    productName: config.PRODUCT_NAME,
    speech: lazySharedSpeech(onSpeechStart),
    vocabulary,
    maxCalls: config.VOICE_OFFLINE_CALLS_PER_CORE * availableParallelism(),
  });
  const apiKey = config.ELEVENLABS_API_KEY;
  const elevenLabs = apiKey
    ? createElevenLabsProvider({
        apiKey,
        apiBase: config.ELEVENLABS_API_BASE ?? 'https://api.elevenlabs.io',
        agentIdFor: (agentType) => config.agents[agentType].elevenLabsAgentId,
        timeoutMs: config.VOICE_PROVIDER_TIMEOUT_MS,
        productName: config.PRODUCT_NAME,
      })
    : undefined;
  return (agentType) => (elevenLabs && config.agents[agentType].elevenLabsAgentId ? elevenLabs : simulated);
}
