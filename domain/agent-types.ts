/** The demo agent types (spec section 1). */
export const AGENT_TYPES = [
  'customer',
  'technical',
  'front-office',
  'insurance',
  'sales',
  'political',
  'financial-services',
  'floral-services',
  'customer-support',
  'technical-support',
  'general',
] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export function isAgentType(value: unknown): value is AgentType {
  return typeof value === 'string' && (AGENT_TYPES as readonly string[]).includes(value);
}

const DIALOG_TITLES: Partial<Record<AgentType, string>> = {
  customer: 'AI Customer Service',
  technical: 'AI Technical Support',
  'front-office': 'AI Front Office',
  insurance: 'AI Insurance',
  sales: 'AI Sales',
};

/** The voice chat dialog's title for an agent type: 'AI Call' by default. */
export function voiceDialogTitle(agentType: string): string {
  return DIALOG_TITLES[agentType as AgentType] ?? 'AI Call';
}

/** ELEVENLABS_AGENT_ID_FRONT_OFFICE, TWILIO_NUMBER_FINANCIAL_SERVICES, ... */
export function agentEnvSuffix(agentType: AgentType): string {
  return agentType.toUpperCase().replace(/-/g, '_');
}
