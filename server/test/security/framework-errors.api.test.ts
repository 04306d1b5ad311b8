import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

type RawAnswer = { status: number; contentType: string | undefined; body: unknown };

/** A request over a real socket: the HTTP parser's own refusals never reach app.inject. */
function rawRequest(port: number, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the assertion below says so
        }
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe("fastify's and node's own refusals use the API's error shape", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const shape = { message: expect.any(String), code: expect.any(String) };

  it('400 for a URL that is not valid percent-encoding', async () => {
    const answer = await rawRequest(port, '/api/tickets/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ...shape, code: 'VALIDATION_ERROR' });
  });

  it('414 for a path parameter longer than the router allows', async () => {
    const answer = await rawRequest(port, `/api/tickets/${'9'.repeat(300)}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({ ...shape, code: 'VALIDATION_ERROR' });
  });

  it('431 for headers larger than the server accepts', async () => {
    const answer = await rawRequest(port, '/api/health', { 'x-padding': 'a'.repeat(20_000) });
    expect(answer.status).toBe(431);
    expect(answer.contentType).toContain('application/json');
    expect(answer.body).toEqual({ ...shape, code: 'PAYLOAD_TOO_LARGE' });
  });
});
