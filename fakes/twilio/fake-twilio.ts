import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTwilioCredentials = {
  accountSid: string;
  apiKeySid: string;
  apiKeySecret: string;
  authToken: string;
};

export type RecordedHangup = {
  accountSid: string;
  callSid: string;
  status: string | null;
  /** Which credential pair the Basic auth used. */
  authenticatedAs: 'api-key' | 'account';
};

/**
 * A local Twilio REST API for the hang-up (reference 5.4): `POST /2010-04-01/Accounts/:AC/Calls/:CA.json`
 * with Basic auth (API key SID and secret, or account SID and auth token) and `Status=completed`.
 * It answers a call resource and records every accepted hang-up.
 */
export type FakeTwilio = FakeTwilioCredentials & {
  baseUrl: string;
  hangups: RecordedHangup[];
  /** Every request that reached the server, accepted or not (method and path). */
  requests: string[];
  /** Answer the next n hang-ups with this status (a provider failing mid-call). */
  failNext(status: number, times?: number): void;
  /** Calls Twilio no longer knows: their hang-up answers 404 (error 20404). */
  forget(callSid: string): void;
  /** Calls that already ended: updating them answers 400 with error 21220, as Twilio does. */
  complete(callSid: string): void;
  close(): Promise<void>;
};

const CALL_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Calls\/(CA[0-9a-f]{32})\.json$/;

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function basicAuth(request: IncomingMessage): [string, string] | null {
  const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

export async function startFakeTwilio(credentials: FakeTwilioCredentials): Promise<FakeTwilio> {
  const hangups: RecordedHangup[] = [];
  const requests: string[] = [];
  const forgotten = new Set<string>();
  const completed = new Set<string>();
  let failures: { status: number; left: number } | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    requests.push(`${request.method} ${request.url}`);
    const match = CALL_PATH.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      return send(response, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
    }
    const [user, password] = basicAuth(request) ?? ['', ''];
    const authenticatedAs =
      user === credentials.apiKeySid && password === credentials.apiKeySecret
        ? 'api-key'
        : user === credentials.accountSid && password === credentials.authToken
          ? 'account'
          : null;
    if (!authenticatedAs || match[1] !== credentials.accountSid) {
      return send(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const form = new URLSearchParams(await readBody(request));
    if (failures && failures.left > 0) {
      failures.left -= 1;
      return send(response, failures.status, {
        code: 20500,
        message: 'Internal Server Error',
        status: failures.status,
      });
    }
    if (forgotten.has(match[2]!)) {
      return send(response, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
    }
    if (completed.has(match[2]!)) {
      return send(response, 400, {
        code: 21220,
        message: 'Call is not in-progress. Cannot redirect.',
        more_info: 'https://www.twilio.com/docs/errors/21220',
        status: 400,
      });
    }
    hangups.push({ accountSid: match[1]!, callSid: match[2]!, status: form.get('Status'), authenticatedAs });
    send(response, 200, {
      sid: match[2],
      account_sid: match[1],
      status: form.get('Status') ?? 'in-progress',
    });
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { message: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...credentials,
    baseUrl: `http://127.0.0.1:${port}`,
    hangups,
    requests,
    failNext(status, times = 1) {
      failures = { status, left: times };
    },
    forget(callSid) {
      forgotten.add(callSid);
    },
    complete(callSid) {
      completed.add(callSid);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
