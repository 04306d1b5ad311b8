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

/**
 * The voice chat dialog's title for an agent type: a landing page's own business (BloomJoy
 * Flowers, not 'AI Call'; decision 078), else the spec's titles, 'AI Call' by default.
 */
export function voiceDialogTitle(agentType: string): string {
  return PAGE_AGENTS[agentType as AgentType]?.business ?? DIALOG_TITLES[agentType as AgentType] ?? 'AI Call';
}

/** ELEVENLABS_AGENT_ID_FRONT_OFFICE, TWILIO_NUMBER_FINANCIAL_SERVICES, ... */
export function agentEnvSuffix(agentType: AgentType): string {
  return agentType.toUpperCase().replace(/-/g, '_');
}

/** The landing pages whose agents speak for a business of their own (spec section 2). */
type PageAgent = { business: string; page: string; description: string; privacy: string };

const PAGE_AGENTS: Partial<Record<AgentType, PageAgent>> = {
  'floral-services': {
    business: 'BloomJoy Flowers',
    page: '/bloomjoy',
    description: 'Talk with the BloomJoy Flowers AI florist about an order or a delivery.',
    privacy:
      'BloomJoy Flowers keeps a transcript of this demo call to look after your order. See our Privacy Policy.',
  },
  'financial-services': {
    business: 'TreadDesk Auto Finance',
    page: '/consumerportfolio',
    description: 'Ask the TreadDesk Auto Finance AI assistant a question about your loan payment.',
    privacy:
      'TreadDesk Auto Finance keeps a transcript of this demo call. Never share a full account number or card number on a demo call. See our Privacy Policy.',
  },
  political: {
    business: 'Campaign AI',
    page: '/political',
    description: 'Hear a campaign message from the Campaign AI agent and ask it a question.',
    privacy:
      'Campaign AI keeps a transcript of this demo call. It is not used to contact you. See our Privacy Policy.',
  },
};

const DEFAULT_PRIVACY =
  'This demo call is transcribed and kept as a support ticket so our team can follow up. See our Privacy Policy.';

/** The voice dialog's line under its title. */
export function voiceDialogDescription(agentType: string): string {
  return (
    PAGE_AGENTS[agentType as AgentType]?.description ?? 'Talk with our AI agent right here in your browser.'
  );
}

/** What the voice dialog says about the call's transcript. */
export function demoPrivacyNote(agentType: string): string {
  return PAGE_AGENTS[agentType as AgentType]?.privacy ?? DEFAULT_PRIVACY;
}

/** How staff see who took a demo call: the dialog title, or the business and its page. */
export function demoCallLabel(agentType: string): string {
  const pageAgent = PAGE_AGENTS[agentType as AgentType];
  return pageAgent ? `${pageAgent.business} (${pageAgent.page})` : voiceDialogTitle(agentType);
}
