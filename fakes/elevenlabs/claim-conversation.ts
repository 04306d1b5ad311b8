import { step, type ScenarioStep } from './scenario';

/** What a caller tells an ElevenLabs claims agent, by claim field (the tools' and data collection's ids). */
export type SpokenClaim = Record<string, string | number>;

export const EXAMPLE_CLAIM: SpokenClaim = {
  caller_name: 'Dana Wright',
  caller_phone: '555 010 7788',
  problem: 'The tread wore down to the bars in two years.',
  dealer: 'City Tyres',
  tyre_brand: 'Pirelli',
  tyre_size: '235/55R18',
  tread_original_32nds: 'eleven thirty-seconds',
  tread_remaining_32nds: '5/32',
  mileage_at_fitting: '8,000',
  mileage_now: 'thirty two thousand',
  miles_warranted: 65_000,
  purchase_date: 'March 2025',
  price_paid: '$189.99',
};

/**
 * A claim call as an ElevenLabs agent set up by docs/elevenlabs-agent.md plays it: it asks for
 * each field, records it with the `record_claim_field` client tool, then calls `file_claim` and
 * waits for the ticket number before it says goodbye and ends the call.
 */
export function claimConversation(
  conversationId: string,
  claim: SpokenClaim = EXAMPLE_CLAIM,
): ScenarioStep[] {
  const steps: ScenarioStep[] = [
    step.metadata({ conversationId }),
    step.say('Hi, you have reached TreadDesk customer service. How can I help?'),
    step.heard('I want to make a warranty claim.'),
  ];
  for (const [field, value] of Object.entries(claim)) {
    steps.push(
      step.say(`What is your ${field.replace(/_/g, ' ')}?`),
      step.heard(String(value)),
      step.toolCall('record_claim_field', { field, value }),
    );
  }
  steps.push(
    step.toolCall('file_claim', {}),
    step.say('Your claim is filed. Goodbye!'),
    step.wait(50),
    step.close(1000, 'call ended'),
  );
  return steps;
}

/** The same claim as a post-call webhook's data-collection results. */
export function dataCollectionResults(claim: SpokenClaim = EXAMPLE_CLAIM) {
  return Object.fromEntries(
    Object.entries(claim).map(([id, value]) => [
      id,
      {
        data_collection_id: id,
        value,
        json_schema: { type: typeof value === 'number' ? 'number' : 'string', description: id },
        rationale: 'The caller said so.',
      },
    ]),
  );
}
