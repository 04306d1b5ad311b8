import { AGENT_TYPES, agentEnvSuffix } from '../../../domain/agent-types';
import type { Config } from '../../env';
import { isDialAllowed, partialTwilioKeys, twilioSettings } from './telephony.config';

/**
 * Provider settings that are set only halfway, so the demo silently stays simulated or a provider's
 * deliveries are refused: one line each, written at start-up.
 */
export function halfConfiguredProviderSettings(config: Config): string[] {
  const lines: string[] = [];
  const withAgentId = AGENT_TYPES.filter((type) => config.agents[type].elevenLabsAgentId);
  if (!config.ELEVENLABS_API_KEY) {
    for (const type of withAgentId) {
      lines.push(
        `ELEVENLABS_AGENT_ID_${agentEnvSuffix(type)} is set without ELEVENLABS_API_KEY: the ${type} agent is the offline simulated one`,
      );
    }
  } else if (withAgentId.length === 0) {
    lines.push(
      'ELEVENLABS_API_KEY is set without any ELEVENLABS_AGENT_ID_<TYPE>: every agent is the offline simulated one',
    );
  }
  if ((config.ELEVENLABS_API_KEY || withAgentId.length > 0) && !config.ELEVENLABS_WEBHOOK_SECRET) {
    lines.push(
      'ELEVENLABS_WEBHOOK_SECRET is empty: POST /api/webhooks/elevenlabs answers 503 to every post-call delivery',
    );
  }
  for (const name of partialTwilioKeys(config)) {
    lines.push(`${name} is not set while other TWILIO_ settings are: phone calls stay simulated`);
  }
  for (const type of AGENT_TYPES) {
    const number = config.agents[type].phoneNumber;
    if (number && !isDialAllowed(config, number)) {
      lines.push(
        `TWILIO_NUMBER_${agentEnvSuffix(type)} is outside DIAL_ALLOWED_PREFIXES: never dialled, the ${type} phone demo is simulated`,
      );
    }
  }
  if (twilioSettings(config)) {
    if (!AGENT_TYPES.some((type) => config.agents[type].phoneNumber)) {
      lines.push('Twilio is configured without any TWILIO_NUMBER_<TYPE>: every phone demo is simulated');
    }
    if (!config.PUBLIC_BASE_URL) {
      lines.push(
        "PUBLIC_BASE_URL is not set: Twilio's signatures are checked against the URL this server sees, which fails behind a proxy",
      );
    }
  }
  return lines;
}
