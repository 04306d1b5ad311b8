import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarrantyClaim } from '../../../domain/api-types';
import type { ActivityEntry } from '../../../domain/ticket-activity';
import { withTenant } from '../../db/client';
import { transcripts } from '../../db/schema';
import { createTicketVia } from '../../test/factories';
import { pdfBytes } from '../../test/files/sample-files';
import { TENANTS, USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('ticket activity API', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
  });
  afterAll(() => t.close());

  const activityOf = async (ticketId: number) => {
    const response = await agent.get<ActivityEntry[]>(`/api/tickets/${ticketId}/activity`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const only = <K extends ActivityEntry['kind']>(entries: ActivityEntry[], kind: K) =>
    entries.filter((entry): entry is Extract<ActivityEntry, { kind: K }> => entry.kind === kind);

  it('records who changed which field from what to what, newest first', async () => {
    const ticket = await createTicketVia(agent, { subject: 'Bulge on the sidewall' });
    await agent.patch(`/api/tickets/${ticket.id}`, { assigneeId: USERS.user.id });
    await admin.patch(`/api/tickets/${ticket.id}`, { status: 'in-progress', subject: 'Bulge, front left' });
    await admin.patch(`/api/tickets/${ticket.id}`, { assigneeId: USERS.tenantAdmin.id });
    await admin.patch(`/api/tickets/${ticket.id}`, { status: 'in-progress' });

    const entries = await activityOf(ticket.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['changed', 'changed', 'changed', 'created']);
    const [reassigned, edited, assigned, created] = entries as [
      Extract<ActivityEntry, { kind: 'changed' }>,
      Extract<ActivityEntry, { kind: 'changed' }>,
      Extract<ActivityEntry, { kind: 'changed' }>,
      ActivityEntry,
    ];
    expect(created).toMatchObject({ actor: USERS.user.username, at: ticket.createdAt });
    expect(assigned).toMatchObject({
      actor: USERS.user.username,
      changes: [{ field: 'assignee', from: null, to: USERS.user.username }],
    });
    expect(edited.actor).toBe(USERS.tenantAdmin.username);
    expect(edited.changes).toEqual([
      { field: 'subject', from: 'Bulge on the sidewall', to: 'Bulge, front left' },
      { field: 'status', from: 'open', to: 'in-progress' },
    ]);
    expect(reassigned.changes).toEqual([
      { field: 'assignee', from: USERS.user.username, to: USERS.tenantAdmin.username },
    ]);
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows notes, claims, calls and files on the ticket with who made them', async () => {
    const ticket = await createTicketVia(agent);
    await agent.post('/api/notes', { ticketId: ticket.id, content: 'Customer sent photos.' });
    const claim = (await agent.post<WarrantyClaim>('/api/warranties', { ticketId: ticket.id })).body;
    await agent.post(`/api/warranties/${claim.id}/transitions`, { to: 'pending_authorization' });
    await admin.post(`/api/warranties/${claim.id}/transitions`, { to: 'denied', reason: 'Uneven wear' });
    await admin.post(`/api/warranties/${claim.id}/adjustments`, {
      claimTicketAdjustmentNumber: 'ADJ-9',
      reason: 'Number from the manufacturer',
    });
    const draft = (
      await agent.post<WarrantyClaim>('/api/warranties', { ticketId: ticket.id, sellingPriceCents: 10_000 })
    ).body;
    await agent.patch(`/api/warranties/${draft.id}`, { sellingPriceCents: 12_345 });
    await agent.upload(`/api/tickets/${ticket.id}/attachments`, [
      { fileName: 'invoice.pdf', bytes: pdfBytes('invoice') },
    ]);
    await withTenant(t.database, TENANTS.alpha.id, (tx) =>
      tx.insert(transcripts).values({
        tenantId: TENANTS.alpha.id,
        ticketId: ticket.id,
        callSid: 'CA-activity',
        duration: 95,
        summary: 'Caller reported a bulge.',
        transcript: 'Agent: hello',
        source: 'phone',
      }),
    );

    const entries = await activityOf(ticket.id);
    expect(only(entries, 'note')).toEqual([
      expect.objectContaining({ actor: USERS.user.username, text: 'Customer sent photos.' }),
    ]);
    expect(
      only(entries, 'claim')
        .filter((entry) => entry.claimId === claim.id)
        .map(({ actor, from, to, reason }) => ({ actor, from, to, reason })),
    ).toEqual([
      {
        actor: USERS.tenantAdmin.username,
        from: 'pending_authorization',
        to: 'denied',
        reason: 'Uneven wear',
      },
      { actor: USERS.user.username, from: 'draft', to: 'pending_authorization', reason: null },
      { actor: USERS.user.username, from: null, to: 'draft', reason: null },
    ]);
    expect(only(entries, 'claim_edited')).toEqual([
      expect.objectContaining({
        actor: USERS.user.username,
        claimId: draft.id,
        fields: ['sellingPriceCents'],
        changes: [{ field: 'sellingPriceCents', from: 10_000, to: 12_345 }],
        reason: null,
      }),
      expect.objectContaining({
        actor: USERS.tenantAdmin.username,
        claimId: claim.id,
        fields: ['claimTicketAdjustmentNumber'],
        changes: [{ field: 'claimTicketAdjustmentNumber', from: null, to: 'ADJ-9' }],
        reason: 'Number from the manufacturer',
      }),
    ]);
    expect(only(entries, 'attachment')).toEqual([
      expect.objectContaining({ actor: USERS.user.username, fileName: 'invoice.pdf' }),
    ]);
    expect(only(entries, 'call')).toEqual([
      expect.objectContaining({
        actor: 'Support Team',
        callSid: 'CA-activity',
        duration: 95,
        summary: 'Caller reported a bulge.',
      }),
    ]);

    expect((await admin.delete(`/api/warranties/${claim.id}`)).status).toBe(409);
    expect((await admin.delete(`/api/warranties/${draft.id}`)).status).toBe(204);
    const afterDelete = await activityOf(ticket.id);
    expect(only(afterDelete, 'claim_deleted')).toEqual([
      expect.objectContaining({
        actor: USERS.tenantAdmin.username,
        claimId: draft.id,
        values: [
          { field: 'sellingPriceCents', from: 12_345, to: null },
          { field: 'treadUnit', from: '32nds', to: null },
        ],
      }),
    ]);
    // The deleted draft's edit stays on the ticket with its amounts.
    expect(only(afterDelete, 'claim_edited').map((entry) => entry.claimId)).toEqual([draft.id, claim.id]);
  });

  it('answers 400 for a malformed id, 401 signed out, 404 for unknown and foreign tickets', async () => {
    const ticket = await createTicketVia(agent);
    expect((await agent.get('/api/tickets/x/activity')).status).toBe(400);
    expect((await t.anonymous().get(`/api/tickets/${ticket.id}/activity`)).status).toBe(401);
    expect((await agent.get('/api/tickets/987654/activity')).status).toBe(404);
    const bravo = await t.signIn('bravoUser');
    expect((await bravo.get(`/api/tickets/${ticket.id}/activity`)).status).toBe(404);
  });
});
