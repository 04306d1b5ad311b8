import { z } from 'zod';
import { normalSignInName } from '../domain/admin';
import { AGENT_TYPES, agentEnvSuffix, type AgentType } from '../domain/agent-types';
import { parseNetwork, type Network } from './lib/outbound-address';

const flag = (fallback: boolean | undefined) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const wholeNumber = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const url = (fallback?: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : fallback))
    .refine((value) => value === undefined || URL.canParse(value), 'must be a URL');

/** TRUST_PROXY: false, true, a hop count, or a comma-separated list of proxy addresses. */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text.split(',').map((part) => part.trim());
    if (list.every((part) => /^[0-9a-fA-F:./]+$/.test(part))) return list;
    ctx.addIssue({ code: 'custom', message: 'must be false, true, a hop count or proxy addresses' });
    return false;
  });

/** Comma-separated addresses or CIDR networks, e.g. `10.8.0.0/24,::1`. */
const networks = z
  .string()
  .optional()
  .transform((value, ctx): Network[] => {
    const parts = (value ?? '').split(',').filter((part) => part.trim());
    const parsed = parts.map(parseNetwork);
    if (parsed.every((network) => network !== null)) return parsed;
    ctx.addIssue({
      code: 'custom',
      message: 'must be addresses or networks such as 10.8.0.0/24, comma-separated',
    });
    return [];
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(5000, 0, 65_535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url().refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// URL',
  ),
  DATABASE_POOL_SIZE: wholeNumber(10, 1, 200),
  DATABASE_TENANT_READERS: flag(true),
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@treaddesk.local'),
  ADMIN_USERNAME: z
    .string()
    .overwrite(normalSignInName)
    .min(1)
    .refine((value) => !value.includes('@'), 'must not contain @')
    .default('admin'),
  ADMIN_PASSWORD: optionalString.refine(
    (value) => value === undefined || value.length >= 12,
    'must be at least 12 characters',
  ),
  SEED_SAMPLE_DATA: flag(undefined),
  SAMPLE_PASSWORD: optionalString.refine(
    (value) => value === undefined || value.length >= 12,
    'must be at least 12 characters',
  ),
  SESSION_IDLE_MINUTES: wholeNumber(30, 1, 24 * 60),
  SESSION_MAX_HOURS: wholeNumber(12, 1, 24 * 30),
  SESSION_CACHE_MS: wholeNumber(5000, 0, 60_000),
  /** The live event stream (decision 093): a comment this often keeps proxies from closing it. */
  LIVE_HEARTBEAT_MS: wholeNumber(15_000, 200, 120_000),
  /** Streams one account may hold open on one instance; one more is refused with 429. */
  LIVE_STREAMS_PER_USER: wholeNumber(8, 1, 100),
  TRUST_PROXY: trustProxy,
  PRODUCT_NAME: z.string().min(1, 'must not be empty').max(60).default('TreadDesk'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: wholeNumber(1_048_576, 1024, 50 * 1_048_576),
  DEMO_TICKETS_PER_DAY: wholeNumber(200, 1, 1_000_000),
  REPORT_CACHE_SECONDS: wholeNumber(60, 0, 3600),
  VOICE_TIME_LIMIT_SECONDS: wholeNumber(1200, 10, 4 * 3600),
  VOICE_MAX_SESSIONS_PER_IP: wholeNumber(3, 1, 1000),
  /** Calls the offline agent takes at once per core (decision 098); one more is told all lines are busy. */
  VOICE_OFFLINE_CALLS_PER_CORE: wholeNumber(6, 1, 1000),
  VOICE_MAX_FRAME_BYTES: wholeNumber(256 * 1024, 1024, 16 * 1_048_576),
  VOICE_PROVIDER_TIMEOUT_MS: wholeNumber(10_000, 100, 120_000),
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_API_BASE: url('https://api.elevenlabs.io'),
  ELEVENLABS_WEBHOOK_SECRET: optionalString,
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_API_KEY_SID: optionalString,
  TWILIO_API_KEY_SECRET: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_TWIML_APP_SID: optionalString,
  TWILIO_CALLER_ID: optionalString,
  TWILIO_API_BASE: url('https://api.twilio.com'),
  PUBLIC_BASE_URL: url(),
  MAIL_SECRET_KEY: optionalString.refine(
    (value) => value === undefined || /^[0-9a-fA-F]{64}$/.test(value),
    'must be 64 hexadecimal characters (32 bytes), e.g. from: openssl rand -hex 32',
  ),
  MAIL_WORKERS: flag(true),
  /** How often this instance looks for tickets and claims falling due soon, to warn their owners; 0 turns it off. */
  DUE_WARNING_INTERVAL_MS: wholeNumber(60_000, 0, 3_600_000).refine(
    (value) => value === 0 || value >= 1000,
    'must be 0 (off) or at least 1000',
  ),
  MAIL_POLL_SECONDS: wholeNumber(60, 1, 24 * 3600),
  MAIL_SEND_INTERVAL_MS: wholeNumber(2000, 50, 600_000),
  MAIL_RETRY_BASE_SECONDS: wholeNumber(30, 1, 24 * 3600),
  MAIL_MAX_ATTEMPTS: wholeNumber(8, 1, 100),
  MAIL_MAX_MESSAGE_BYTES: wholeNumber(25 * 1_048_576, 1024, 200 * 1_048_576),
  MAIL_ALLOWED_NETWORKS: networks,
  DIAL_ALLOWED_PREFIXES: z
    .string()
    .default('+1')
    .transform((value) =>
      value
        .split(',')
        .map((prefix) => prefix.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((prefix) => /^\+\d{1,4}$/.test(prefix)), 'must be a list like +1,+44'),
});

/** Variables whose value is never echoed back in an error. */
const SECRET_VARIABLES = new Set(['MAIL_SECRET_KEY']);

export type Config = Omit<z.output<typeof envSchema>, 'SEED_SAMPLE_DATA' | 'MAIL_WORKERS'> & {
  MAIL_WORKERS: boolean;
  SEED_SAMPLE_DATA: boolean;
  /** Per agent type: the ElevenLabs agent id and the phone number the phone demo may dial. */
  agents: Record<AgentType, { elevenLabsAgentId?: string; phoneNumber?: string }>;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const E164 = /^\+[1-9]\d{6,14}$/;

function readAgents(env: NodeJS.ProcessEnv, problems: string[]): Config['agents'] {
  const agents = {} as Config['agents'];
  for (const type of AGENT_TYPES) {
    const suffix = agentEnvSuffix(type);
    const agentId = env[`ELEVENLABS_AGENT_ID_${suffix}`]?.trim() || undefined;
    const phoneNumber = env[`TWILIO_NUMBER_${suffix}`]?.trim() || undefined;
    if (phoneNumber && !E164.test(phoneNumber)) {
      problems.push(`TWILIO_NUMBER_${suffix}: must be an E.164 number such as +15551234567`);
    }
    agents[type] = { elevenLabsAgentId: agentId, phoneNumber };
  }
  return agents;
}

/** Parses the environment; every bad variable is reported at once, one line each. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      const shown =
        env[name] === undefined || SECRET_VARIABLES.has(name)
          ? ''
          : ` (got '${String(env[name]).slice(0, 40)}')`;
      problems.push(`${name}: ${issue.message}${shown}`);
    }
  }
  const agents = readAgents(env, problems);
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  const config = parsed.data;
  return {
    ...config,
    SEED_SAMPLE_DATA: config.SEED_SAMPLE_DATA ?? config.DATABASE_URL === undefined,
    MAIL_WORKERS: config.MAIL_WORKERS ?? true,
    agents,
  };
}
