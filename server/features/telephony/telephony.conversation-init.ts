import { AGENT_TYPES, type AgentType } from '../../../domain/agent-types';
import type { z } from 'zod';
import type {
  phoneConversationInitResponseSchema,
  phoneConversationInitSchema,
} from '../../../domain/voice-requests';
import type { Config } from '../../env';

const digitsOf = (number: string | undefined) => (number ?? '').replace(/\D/g, '');

/**
 * The dynamic variables of a phone conversation, which ElevenLabs asks for before it answers a
 * call to an agent's own number: the same three the gateway sends for browser calls, so a prompt
 * using {{agent_type}}, {{channel}} or {{product_name}} works on the phone too. The agent type is
 * the one whose ElevenLabs agent id or TWILIO_NUMBER_<TYPE> the call names ('general' otherwise).
 */
export function phoneConversationVariables(
  config: Config,
  call: z.output<typeof phoneConversationInitSchema>,
): z.output<typeof phoneConversationInitResponseSchema> {
  const called = digitsOf(call.called_number);
  const agentType: AgentType =
    AGENT_TYPES.find((type) => call.agent_id && config.agents[type].elevenLabsAgentId === call.agent_id) ??
    AGENT_TYPES.find((type) => called && digitsOf(config.agents[type].phoneNumber) === called) ??
    'general';
  return {
    type: 'conversation_initiation_client_data',
    dynamic_variables: { agent_type: agentType, channel: 'phone', product_name: config.PRODUCT_NAME },
  };
}
