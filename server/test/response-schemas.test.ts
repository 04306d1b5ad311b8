import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { systemClock } from '../lib/clock';
import { testConfig } from './test-app';

type Operation = { responses?: Record<string, { content?: unknown }> };

/** A success answer with a body schema, or 204 (no body). */
const isDocumented = (operation: Operation) =>
  Object.entries(operation.responses ?? {}).some(
    ([status, answer]) => status === '204' || (/^2\d\d$/.test(status) && answer.content !== undefined),
  );

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Routes are registered without touching the database, so none is needed to list them.
    const database = { driver: 'pg', db: {}, close: async () => {} } as unknown as Database;
    app = await buildApp({ config: testConfig(), database, clock: systemClock }, { webDir: '/nonexistent' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('documents the success answer of every route', () => {
    const spec = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter(({ operation }) => !isDocumented(operation)).map(({ name }) => name)).toEqual(
      [],
    );
  });
});
