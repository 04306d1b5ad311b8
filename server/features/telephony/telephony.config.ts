import type { AgentType } from '../../../domain/agent-types';
import type { TelephonyMode } from '../../../domain/call-limits';
import type { Config } from '../../env';

/** The demo line in simulated telephony when none is configured: a fictional 555-01xx number. */
export const SIMULATED_PHONE_LINE = '+15555550100';

export type TwilioSettings = {
  accountSid: string;
  apiKeySid: string;
  apiKeySecret: string;
  authToken: string;
  twimlAppSid: string;
  callerId: string;
  apiBase: string;
};

const E164 = /^\+[1-9]\d{6,14}$/;

/** Twilio when every key the demo needs is set; otherwise null (simulated telephony). */
export function twilioSettings(config: Config): TwilioSettings | null {
  const values = {
    accountSid: config.TWILIO_ACCOUNT_SID,
    apiKeySid: config.TWILIO_API_KEY_SID,
    apiKeySecret: config.TWILIO_API_KEY_SECRET,
    authToken: config.TWILIO_AUTH_TOKEN,
    twimlAppSid: config.TWILIO_TWIML_APP_SID,
    callerId: config.TWILIO_CALLER_ID,
    apiBase: config.TWILIO_API_BASE ?? 'https://api.twilio.com',
  };
  const isComplete = Object.values(values).every((value) => Boolean(value));
  return isComplete ? (values as TwilioSettings) : null;
}

/** The Twilio variables that are set, so a half-done configuration can be reported at boot. */
export function partialTwilioKeys(config: Config): string[] {
  const names = [
    'TWILIO_ACCOUNT_SID',
    'TWILIO_API_KEY_SID',
    'TWILIO_API_KEY_SECRET',
    'TWILIO_AUTH_TOKEN',
    'TWILIO_TWIML_APP_SID',
    'TWILIO_CALLER_ID',
  ] as const;
  const set = names.filter((name) => config[name]);
  return set.length > 0 && set.length < names.length ? names.filter((name) => !config[name]) : [];
}

/** Toll-fraud guard: an E.164 number whose prefix DIAL_ALLOWED_PREFIXES lists. */
export function isDialAllowed(config: Config, phoneNumber: string): boolean {
  return (
    E164.test(phoneNumber) && config.DIAL_ALLOWED_PREFIXES.some((prefix) => phoneNumber.startsWith(prefix))
  );
}

/** The only number an agent type's calls may reach: its TWILIO_NUMBER_<TYPE>, if allowed. */
export function allowedNumberFor(config: Config, agentType: AgentType): string | null {
  const configured = config.agents[agentType].phoneNumber;
  return configured && isDialAllowed(config, configured) ? configured : null;
}

/** Real calls need Twilio's keys and an allowed number for the agent type; else the simulation. */
export function telephonyModeFor(config: Config, agentType: AgentType): TelephonyMode {
  return twilioSettings(config) && allowedNumberFor(config, agentType) ? 'twilio' : 'simulated';
}

/** The agent type's demo line: the number set-target-number accepts and the dialog sends as To. */
export function demoLineFor(config: Config, agentType: AgentType): string {
  return allowedNumberFor(config, agentType) ?? SIMULATED_PHONE_LINE;
}
