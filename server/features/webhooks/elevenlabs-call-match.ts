import { AGENT_TYPES, type AgentType } from '../../../domain/agent-types';
import type { Config } from '../../env';
import type { AppDeps } from '../../lib/deps';
import { findPlacedPhoneCall } from '../calls';
import { findCallTicketId } from '../transcripts';
import type { PostCallTranscription } from './elevenlabs-webhook.schema';

type PhoneCallMetadata = NonNullable<NonNullable<PostCallTranscription['metadata']>['phone_call']>;

const digitsOf = (number: string | null | undefined) => (number ?? '').replace(/\D/g, '');

/**
 * The agent types whose demo line the provider's call reached from the demo's own caller id: a
 * call our <Dial> placed arrives at the agent's number from TWILIO_CALLER_ID.
 */
function agentTypesReached(config: Config, phone: PhoneCallMetadata): AgentType[] {
  const agentNumber = digitsOf(phone.agent_number);
  const external = digitsOf(phone.external_number);
  const callerId = digitsOf(config.TWILIO_CALLER_ID);
  if (!agentNumber || !callerId || (external && external !== callerId)) return [];
  return AGENT_TYPES.filter((type) => digitsOf(config.agents[type].phoneNumber) === agentNumber);
}

/**
 * The call SID a post-call delivery is stored under (decision 079): a browser conversation is its
 * own; a phone conversation is the demo call it belongs to, found by a SID we already know or by
 * the numbers and the time it started, so it lands on that call's ticket whichever end hung up
 * first and whatever arrived first. A phone call we did not place keeps the SID it reports.
 */
export async function callSidOfDelivery(deps: AppDeps, data: PostCallTranscription): Promise<string> {
  const phone = data.metadata?.phone_call;
  if (!phone) return data.conversation_id;
  const reported = phone.call_sid || null;
  if (reported && (await findCallTicketId(deps, reported, null)) !== null) return reported;
  const startSeconds = data.metadata?.start_time_unix_secs;
  const startedAt =
    startSeconds != null
      ? new Date(startSeconds * 1000)
      : new Date(deps.clock.now().getTime() - (data.metadata?.call_duration_secs ?? 0) * 1000);
  const placed = await findPlacedPhoneCall(deps, {
    callSid: reported,
    agentTypes: agentTypesReached(deps.config, phone),
    startedAt,
  });
  return placed ?? reported ?? data.conversation_id;
}
