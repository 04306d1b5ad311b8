import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { FakeConversation, type UserAudioListener } from './fake-conversation';
import { HEALTHY, type ScenarioStep } from './scenario';

export type FakeElevenLabsOptions = {
  apiKey?: string;
  scenario?: ScenarioStep[];
  /** Keep every inbound frame (tests); the benchmark turns it off and listens to audio instead. */
  record?: boolean;
  /** Check every inbound frame against the protocol (default); the benchmark skips it to stay light. */
  checkFrames?: boolean;
  onUserAudio?: UserAudioListener;
};

export type SignedUrlRequest = { path: string; agentId: string | null; authorized: boolean };

/**
 * A local ElevenLabs Agents server (reference 5.4): signed URLs over HTTP (both spellings,
 * `xi-api-key` required) and the conversation WebSocket (`convai` subprotocol and a single-use
 * signature required), playing a scenario per conversation and recording what the client sends.
 */
export type FakeElevenLabs = {
  baseUrl: string;
  apiKey: string;
  conversations: FakeConversation[];
  signedUrlRequests: SignedUrlRequest[];
  refusedHandshakes: string[];
  /** The scenario for conversations that start from now on. */
  useScenario(steps: ScenarioStep[]): void;
  /** Answer signed-URL requests with this status (undefined: normal service). */
  failSignedUrls(status: number | undefined): void;
  openConversations(): number;
  waitForConversations(count: number, timeoutMs?: number): Promise<FakeConversation[]>;
  close(): Promise<void>;
};

const SIGNED_URL_PATHS = ['/v1/convai/conversation/get-signed-url', '/v1/convai/conversation/get_signed_url'];

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function startFakeElevenLabs(options: FakeElevenLabsOptions = {}): Promise<FakeElevenLabs> {
  const apiKey = options.apiKey ?? 'fake-xi-api-key';
  const signingKey = randomBytes(32);
  const usedSignatures = new Set<string>();
  let scenario = options.scenario ?? HEALTHY;
  let signedUrlStatus: number | undefined;
  const conversations: FakeConversation[] = [];
  const signedUrlRequests: SignedUrlRequest[] = [];
  const refusedHandshakes: string[] = [];
  const sign = (agentId: string, nonce: string) =>
    createHmac('sha256', signingKey).update(`${agentId}.${nonce}`).digest('hex');

  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'GET' || !SIGNED_URL_PATHS.includes(url.pathname))
      return json(response, 404, { detail: 'Not Found' });
    const agentId = url.searchParams.get('agent_id');
    const authorized = request.headers['xi-api-key'] === apiKey;
    signedUrlRequests.push({ path: url.pathname, agentId, authorized });
    if (!authorized)
      return json(response, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    if (!agentId) return json(response, 422, { detail: 'agent_id is required' });
    if (signedUrlStatus) return json(response, signedUrlStatus, { detail: 'failing on purpose' });
    const nonce = randomBytes(8).toString('hex');
    const { port } = server.address() as AddressInfo;
    const signature = `${nonce}.${sign(agentId, nonce)}`;
    const signedUrl = `ws://127.0.0.1:${port}/v1/convai/conversation?agent_id=${encodeURIComponent(agentId)}&conversation_signature=${signature}`;
    json(response, 200, { signed_url: signedUrl });
  });

  const sockets = new WebSocketServer({
    noServer: true,
    handleProtocols: (offered) => (offered.has('convai') ? 'convai' : false),
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://fake');
    const agentId = url.searchParams.get('agent_id') ?? '';
    const [nonce = '', mac = ''] = (url.searchParams.get('conversation_signature') ?? '').split('.');
    const offered = String(request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((part) => part.trim());
    if (url.pathname !== '/v1/convai/conversation') return refuse(socket, 404, 'Not Found');
    if (!offered.includes('convai')) {
      refusedHandshakes.push('convai subprotocol not offered');
      return refuse(socket, 400, 'Bad Request');
    }
    const expected = Buffer.from(sign(agentId, nonce));
    const valid =
      mac.length === expected.length &&
      timingSafeEqual(Buffer.from(mac), expected) &&
      !usedSignatures.has(nonce);
    if (!valid) {
      refusedHandshakes.push('missing, wrong or reused conversation signature');
      return refuse(socket, 403, 'Forbidden');
    }
    usedSignatures.add(nonce);
    const steps = scenario;
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const conversation = new FakeConversation(ws, agentId, {
        record: options.record ?? true,
        checkFrames: options.checkFrames ?? true,
        onUserAudio: options.onUserAudio,
      });
      conversations.push(conversation);
      void conversation.play(steps);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    conversations,
    signedUrlRequests,
    refusedHandshakes,
    useScenario: (steps) => void (scenario = steps),
    failSignedUrls: (status) => void (signedUrlStatus = status),
    openConversations: () => conversations.filter((conversation) => conversation.isOpen).length,
    // A guard, not a measure: the conversations usually open within milliseconds.
    async waitForConversations(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (conversations.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} conversations, have ${conversations.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return conversations;
    },
    async close() {
      for (const conversation of conversations) conversation.socket.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
