import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** ElevenLabs asks for the dynamic variables before it answers a call to an agent's own number. */
describe('POST /api/telephony/elevenlabs-conversation-init', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PRODUCT_NAME: 'Rimrock Claims',
        ELEVENLABS_AGENT_ID_INSURANCE: 'agent_ins_5150',
        TWILIO_NUMBER_FLORAL_SERVICES: '+13125550191',
      },
    });
  });
  afterAll(() => t.close());

  const ask = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telephony/elevenlabs-conversation-init',
      headers: { origin: 'https://api.elevenlabs.io' },
      payload: body as Record<string, unknown>,
    });

  it('answers the agent type of the agent id or of the number called, the phone channel and the product', async () => {
    const byAgent = await ask({ agent_id: 'agent_ins_5150', caller_id: '+16175550148', call_sid: 'CA1' });
    expect(byAgent.statusCode).toBe(200);
    expect(byAgent.json()).toEqual({
      type: 'conversation_initiation_client_data',
      dynamic_variables: { agent_type: 'insurance', channel: 'phone', product_name: 'Rimrock Claims' },
    });
    const byNumber = await ask({ agent_id: 'agent_other', called_number: '+1 (312) 555-0191' });
    expect(byNumber.json().dynamic_variables.agent_type).toBe('floral-services');
    expect((await ask({})).json().dynamic_variables).toEqual({
      agent_type: 'general',
      channel: 'phone',
      product_name: 'Rimrock Claims',
    });
  });

  it('refuses a malformed body with 400', async () => {
    const answer = await ask({ agent_id: 42 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
