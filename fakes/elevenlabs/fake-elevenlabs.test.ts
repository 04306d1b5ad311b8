import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeElevenLabs, type FakeElevenLabs } from './fake-elevenlabs';
import { step } from './scenario';
import { postCallTranscription, signElevenLabsWebhook } from './webhook-signer';
import { createHmac } from 'node:crypto';

async function signedUrl(fake: FakeElevenLabs, path = 'get-signed-url', key: string | null = fake.apiKey) {
  const response = await fetch(`${fake.baseUrl}/v1/convai/conversation/${path}?agent_id=agent_x`, {
    headers: key ? { 'xi-api-key': key } : {},
  });
  return { status: response.status, body: (await response.json()) as { signed_url?: string } };
}

function open(url: string, protocols: string[] = ['convai']) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, protocols);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(String(response.statusCode))),
    );
    socket.once('error', reject);
  });
}

function nextMessage(socket: WebSocket) {
  return new Promise<Record<string, unknown>>((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(String(data)))),
  );
}

describe('fake ElevenLabs server', () => {
  let fake: FakeElevenLabs;
  beforeAll(async () => {
    fake = await startFakeElevenLabs();
  });
  afterAll(() => fake.close());

  it('issues signed URLs on both documented paths, only with the API key', async () => {
    expect((await signedUrl(fake)).body.signed_url).toMatch(
      /^ws:\/\/127\.0\.0\.1:\d+\/v1\/convai\/conversation\?agent_id=agent_x&conversation_signature=/,
    );
    expect((await signedUrl(fake, 'get_signed_url')).status).toBe(200);
    expect((await signedUrl(fake, 'get-signed-url', null)).status).toBe(401);
    expect((await signedUrl(fake, 'get-signed-url', 'wrong')).status).toBe(401);
    expect(fake.signedUrlRequests.map((request) => request.authorized)).toEqual([true, true, false, false]);
  });

  it('requires the convai subprotocol and a valid, unused signature', async () => {
    const url = (await signedUrl(fake)).body.signed_url!;
    await expect(open(url, [])).rejects.toThrow('400');
    await expect(open(url.replace(/signature=[^&]+/, 'signature=00.bad'))).rejects.toThrow('403');
    const socket = await open(url);
    expect(socket.protocol).toBe('convai');
    socket.close();
    await expect(open(url)).rejects.toThrow('403'); // single use
  });

  it('plays a scenario after the client data and records protocol problems and unmet expectations', async () => {
    fake.useScenario([
      step.metadata({ conversationId: 'conv_x' }),
      step.ping({ timeoutMs: 200 }),
      step.close(1000),
    ]);
    const socket = await open((await signedUrl(fake)).body.signed_url!);
    const metadata = nextMessage(socket);
    socket.send(
      JSON.stringify({
        type: 'conversation_initiation_client_data',
        dynamic_variables: { agent_type: 'sales' },
      }),
    );
    expect(await metadata).toMatchObject({
      conversation_initiation_metadata_event: { conversation_id: 'conv_x' },
    });
    socket.send(JSON.stringify({ user_audio_chunk: 'AAAA', extra: true }));
    socket.send(Buffer.from([1, 2, 3]));
    const conversation = fake.conversations.at(-1)!;
    expect((await conversation.closed).code).toBe(1000);
    expect(conversation.clientData?.dynamic_variables).toEqual({ agent_type: 'sales' });
    expect(conversation.failures).toEqual(['no pong for ping 1']);
    expect(conversation.problems).toEqual([
      expect.stringMatching(/^invalid client frame/),
      'binary frame (the SDK would drop it: every frame must be JSON)',
    ]);
  });
});

describe('webhook signer', () => {
  it('signs t.body with HMAC-SHA256 in the documented header form', () => {
    const body = JSON.stringify(postCallTranscription());
    const mac = createHmac('sha256', 'secret').update(`1700000000.${body}`).digest('hex');
    expect(signElevenLabsWebhook('secret', body, 1_700_000_000)).toBe(`t=1700000000,v0=${mac}`);
  });
});
