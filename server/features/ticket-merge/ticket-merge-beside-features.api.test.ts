import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import type { Macro } from '../../../domain/macros';
import type { MergeResult } from '../../../domain/ticket-merge';
import { createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serviceTargetsSettled } from '../service-targets';
import { TENANTS } from '../../test/fixtures';

const allDay = { start: '00:00', end: '24:00' };
const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** A merge beside the features that keep their own state on a ticket: the clock, macros and tags. */
describe('a merged ticket beside service targets, macros and tags', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    const saved = await admin.put('/api/service-targets', {
      timeZone: 'America/Chicago',
      hours: Object.fromEntries(WEEK.map((day) => [day, allDay])),
      holidays: [],
      targets: Object.fromEntries(
        ['high', 'medium', 'low'].map((p) => [p, { firstResponse: 45, nextResponse: 90, resolution: 900 }]),
      ),
    });
    expect(saved.status).toBe(200);
    await serviceTargetsSettled(TENANTS.alpha.id);
  });
  afterAll(async () => {
    await serviceTargetsSettled(TENANTS.alpha.id);
    await t.close();
  });

  const mergedPair = async () => {
    const kept = await createTicketVia(agent, { subject: 'Sidewall bulge, rear left' });
    const merged = await createTicketVia(agent, { subject: 'Rear left bulge (called again)' });
    expect((await agent.get<Ticket>(`/api/tickets/${merged.id}`)).body.dueAt).not.toBeNull();
    const answer = await agent.post<MergeResult>(`/api/tickets/${merged.id}/merge`, {
      intoTicketId: kept.id,
    });
    expect(answer.status).toBe(200);
    return { kept, merged };
  };

  it('stops the merged ticket’s clock and keeps the kept one’s running', async () => {
    const { kept, merged } = await mergedPair();
    const after = (await agent.get<Ticket>(`/api/tickets/${merged.id}`)).body;
    expect(after.status).toBe('closed');
    expect(after.dueAt).toBeNull();
    expect((await agent.get<Ticket>(`/api/tickets/${kept.id}`)).body.dueAt).not.toBeNull();
  });

  it('refuses a macro on a merged ticket, alone and in bulk, and changes nothing', async () => {
    const { kept, merged } = await mergedPair();
    const macro = await admin.post<Macro>('/api/macros', {
      name: `Escalate ${merged.id}`,
      actions: { priority: 'high', status: 'in-progress' },
    });
    expect(macro.status).toBe(201);
    const alone = await agent.post(`/api/macros/${macro.body.id}/apply`, { ticketId: merged.id });
    expect(alone.status).toBe(409);
    const before = (await agent.get<Ticket>(`/api/tickets/${merged.id}`)).body;
    expect(before.status).toBe('closed');
    const bulk = await agent.post<{ skipped?: unknown[] }>(`/api/macros/${macro.body.id}/apply-bulk`, {
      ticketIds: [merged.id, kept.id],
    });
    expect([200, 409]).toContain(bulk.status);
    const mergedAfter = (await agent.get<Ticket>(`/api/tickets/${merged.id}`)).body;
    expect(mergedAfter.status).toBe('closed');
    expect(mergedAfter.priority).toBe(before.priority);
  });

  it('unites the two tickets’ tags on the kept ticket, a shared tag once', async () => {
    const tag = async (name: string) =>
      (await admin.post<{ id: number }>('/api/tags', { name: `${name} ${Date.now() % 100_000}` })).body.id;
    const [recall, fleet, goodwill] = [await tag('Recall'), await tag('Fleet'), await tag('Goodwill')];
    const kept = await createTicketVia(agent, { subject: 'Tread separation on a delivery van' });
    const merged = await createTicketVia(agent, { subject: 'Van tread separation, e-mailed' });
    for (const [ticket, tagId] of [
      [kept, recall],
      [kept, fleet],
      [merged, fleet],
      [merged, goodwill],
    ] as const)
      expect((await agent.post(`/api/tickets/${ticket.id}/tags`, { tagId })).status).toBe(200);
    const preview = await agent.get<{ moves: { tags: number } }>(`/api/tickets/${merged.id}/merge-preview`, {
      query: { into: String(kept.id) },
    });
    expect(preview.body.moves.tags).toBe(1);
    const answer = await agent.post<MergeResult>(`/api/tickets/${merged.id}/merge`, {
      intoTicketId: kept.id,
    });
    expect(answer.status).toBe(200);
    const keptTags = (await agent.get<Ticket>(`/api/tickets/${kept.id}`)).body.tags.map((t) => t.id);
    expect(keptTags.sort((a, b) => a - b)).toEqual([recall, fleet, goodwill].sort((a, b) => a - b));
  });
});
