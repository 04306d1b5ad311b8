import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env';
import { halfConfiguredProviderSettings } from './telephony.provider-settings';

const TWILIO_KEYS = {
  TWILIO_ACCOUNT_SID: `AC${'1f'.repeat(16)}`,
  TWILIO_API_KEY_SID: `SK${'2e'.repeat(16)}`,
  TWILIO_API_KEY_SECRET: 'key-secret-9',
  TWILIO_AUTH_TOKEN: 'auth-token-9',
  TWILIO_TWIML_APP_SID: `AP${'3d'.repeat(16)}`,
  TWILIO_CALLER_ID: '+13125550177',
};

const warnings = (env: Record<string, string>) => halfConfiguredProviderSettings(loadConfig(env));

describe('half-configured provider settings at start-up', () => {
  it('says nothing for the offline demo or a complete set-up', () => {
    expect(warnings({})).toEqual([]);
    expect(
      warnings({
        ...TWILIO_KEYS,
        TWILIO_NUMBER_INSURANCE: '+13125550190',
        PUBLIC_BASE_URL: 'https://claims.example.org',
        ELEVENLABS_API_KEY: 'xi-key',
        ELEVENLABS_AGENT_ID_INSURANCE: 'agent_ins_77',
        ELEVENLABS_WEBHOOK_SECRET: 'wsec_77',
      }),
    ).toEqual([]);
  });

  it('names an agent id without a key, and an empty webhook secret, one line each', () => {
    const lines = warnings({
      ELEVENLABS_AGENT_ID_TECHNICAL: 'agent_tech_4',
      ELEVENLABS_AGENT_ID_FLORAL_SERVICES: 'agent_floral_4',
      ELEVENLABS_WEBHOOK_SECRET: '   ',
    });
    expect(lines).toEqual([
      expect.stringMatching(/^ELEVENLABS_AGENT_ID_TECHNICAL is set without ELEVENLABS_API_KEY/),
      expect.stringMatching(/^ELEVENLABS_AGENT_ID_FLORAL_SERVICES is set without ELEVENLABS_API_KEY/),
      expect.stringMatching(/^ELEVENLABS_WEBHOOK_SECRET is empty: .* 503/),
    ]);
  });

  it('names a key without agent ids', () => {
    expect(warnings({ ELEVENLABS_API_KEY: 'xi-key', ELEVENLABS_WEBHOOK_SECRET: 'w' })).toEqual([
      expect.stringMatching(/^ELEVENLABS_API_KEY is set without any ELEVENLABS_AGENT_ID_/),
    ]);
  });

  it('names every missing Twilio setting, a number outside the prefixes and a missing PUBLIC_BASE_URL', () => {
    const { TWILIO_AUTH_TOKEN: _token, TWILIO_CALLER_ID: _callerId, ...partial } = TWILIO_KEYS;
    expect(warnings(partial)).toEqual([
      'TWILIO_AUTH_TOKEN is not set while other TWILIO_ settings are: phone calls stay simulated',
      'TWILIO_CALLER_ID is not set while other TWILIO_ settings are: phone calls stay simulated',
    ]);
    expect(warnings({ ...TWILIO_KEYS, TWILIO_NUMBER_SALES: '+442071838750' })).toEqual([
      expect.stringMatching(/^TWILIO_NUMBER_SALES is outside DIAL_ALLOWED_PREFIXES/),
      expect.stringMatching(/^PUBLIC_BASE_URL is not set/),
    ]);
    expect(warnings({ ...TWILIO_KEYS, PUBLIC_BASE_URL: 'https://claims.example.org' })).toEqual([
      expect.stringMatching(/^Twilio is configured without any TWILIO_NUMBER_/),
    ]);
  });
});
