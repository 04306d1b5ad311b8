import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults: port 5000, embedded database with sample data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      SEED_SAMPLE_DATA: true,
      SESSION_IDLE_MINUTES: 30,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('turns sample data off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/app' }).SEED_SAMPLE_DATA).toBe(false);
  });

  it('reports every bad variable at once, one line each', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SESSION_IDLE_MINUTES: '0',
      SEED_SAMPLE_DATA: 'maybe',
      ADMIN_PASSWORD: 'short',
      TRUST_PROXY: 'sometimes',
      TWILIO_NUMBER_CUSTOMER: '555-1234',
    });
    expect(problems).toEqual([
      "PORT: must be a whole number (got 'eighty')",
      "DATABASE_URL: must be a postgres:// URL (got 'mysql://x')",
      "ADMIN_PASSWORD: must be at least 12 characters (got 'short')",
      "SEED_SAMPLE_DATA: must be true or false (got 'maybe')",
      "SESSION_IDLE_MINUTES: must be at least 1 (got '0')",
      "TRUST_PROXY: must be false, true, a hop count or proxy addresses (got 'sometimes')",
      'TWILIO_NUMBER_CUSTOMER: must be an E.164 number such as +15551234567',
    ]);
  });

  it('turns the due-soon sweep off with 0 and refuses intervals under a second', () => {
    expect(loadConfig({}).DUE_WARNING_INTERVAL_MS).toBe(60_000);
    expect(loadConfig({ DUE_WARNING_INTERVAL_MS: '0' }).DUE_WARNING_INTERVAL_MS).toBe(0);
    expect(problemsOf({ DUE_WARNING_INTERVAL_MS: '500' })).toEqual([
      "DUE_WARNING_INTERVAL_MS: must be 0 (off) or at least 1000 (got '500')",
    ]);
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('reads MAIL_ALLOWED_NETWORKS as addresses and networks, none by default', () => {
    expect(loadConfig({}).MAIL_ALLOWED_NETWORKS).toEqual([]);
    expect(loadConfig({ MAIL_ALLOWED_NETWORKS: '10.8.0.0/24, fd00::25' }).MAIL_ALLOWED_NETWORKS).toEqual([
      { address: '10.8.0.0', prefix: 24, family: 'ipv4' },
      { address: 'fd00::25', prefix: 128, family: 'ipv6' },
    ]);
    expect(problemsOf({ MAIL_ALLOWED_NETWORKS: '10.8.0.0/24,mail.internal' })).toEqual([
      "MAIL_ALLOWED_NETWORKS: must be addresses or networks such as 10.8.0.0/24, comma-separated (got '10.8.0.0/24,mail.internal')",
    ]);
  });
});
