/** What a section needs to open demos: start a call for an agent type, and warm the code up. */
export type DemoActions = {
  openVoice: (agentType: string) => void;
  openPhone: (agentType: string) => void;
  prefetchVoice: () => void;
};
