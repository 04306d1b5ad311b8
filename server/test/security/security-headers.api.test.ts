import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { openServerDatabase, type Database } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { currentDriver, openTestDatabase } from '../databases';
import { testConfig } from '../test-app';

type Case = [name: string, request: InjectOptions, status: number];

/** One of every kind of answer: JSON, HTML, a static file, refusals, a 404, a crash. */
const CASES: Case[] = [
  ['health 200', { method: 'GET', url: '/api/health' }, 200],
  ['web page 200', { method: 'GET', url: '/tickets' }, 200],
  ['static file 200', { method: 'GET', url: '/assets/app.js' }, 200],
  ['signed out 401', { method: 'GET', url: '/api/tickets' }, 401],
  [
    'cross-site 403',
    { method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' } },
    403,
  ],
  [
    'text/plain 415',
    { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'x' },
    415,
  ],
  ['unknown API path 404', { method: 'GET', url: '/api/nothing-here' }, 404],
  ['crash 500', { method: 'GET', url: '/api/test-only/crash' }, 500],
];

function webDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'treaddesk-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>TreadDesk</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

async function appWith(database: Database, env: Record<string, string>, dir: string) {
  const app = await buildApp({ config: testConfig(env), database, clock: systemClock }, { webDir: dir });
  // A route that fails the way a bug would, to see the 500 path's headers and body.
  app.get('/api/test-only/crash', async () => {
    throw new Error('boom in /srv/secret/file.ts:12 select * from users');
  });
  await app.ready();
  return app;
}

function expectSecurityHeaders(headers: Record<string, unknown>, https: boolean, what: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toMatch(/script-src 'self'(;|$)/);
  expect(csp, what).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-powered-by'], what).toBeUndefined();
  if (https) expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{8,}; includeSubDomains/);
  else expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers on every kind of response', () => {
  const dir = webDir();
  let database: Database;
  let plain: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(currentDriver(), inject('testDbTemplate'));
    plain = await appWith(database, {}, dir);
    proxied = await appWith(database, { TRUST_PROXY: 'true' }, dir);
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const [name, request, status] of CASES) {
    it(`${name}: CSP, nosniff, Referrer-Policy, no HSTS over HTTP`, async () => {
      const response = await plain.inject(request);
      expect(response.statusCode).toBe(status);
      expectSecurityHeaders(response.headers, false, name);
      if (String(request.url).startsWith('/api/')) expect(response.headers['cache-control']).toBe('no-store');
    });

    it(`${name}: HSTS as well behind an HTTPS proxy`, async () => {
      const headers = { ...(request.headers ?? {}), 'x-forwarded-proto': 'https' };
      const response = await proxied.inject({ ...request, headers });
      expect(response.statusCode).toBe(status);
      expectSecurityHeaders(response.headers, true, name);
    });
  }

  it('a crash answers the generic message only: no error text, path or SQL', async () => {
    const response = await plain.inject({ method: 'GET', url: '/api/test-only/crash' });
    expect(response.json()).toEqual({ message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' });
  });

  it('503 while the database is unreachable carries the same headers', async () => {
    const down = await openServerDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await appWith(down, {}, dir);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expectSecurityHeaders(response.headers, false, '503');
    } finally {
      await app.close();
      await down.close();
    }
  });
});
