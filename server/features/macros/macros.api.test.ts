import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import {
  MACRO_BULK_MAX,
  MACRO_NAME_TAKEN,
  MACRO_NEEDS_ACTION,
  MACRO_NEEDS_MAIL,
  MACRO_NO_ADDRESS,
  type Macro,
  type MacroApplyResult,
  type MacroBulkResult,
  type MacroPreview,
} from '../../../domain/macros';
import type { ThreadEntry } from '../../../domain/mail';
import { ticketLabel } from '../../../domain/tickets';
import { rowsOf } from '../../db/client';
import { createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('macros', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let bravo: TestClient;
  const withEmail = (name: string) => ({
    customer: {
      name,
      phone: `555${String(Math.random()).slice(2, 9)}`,
      email: 'owner@example.test',
      company: null,
    },
  });

  /** Everything a macro could write on a ticket, counted. */
  const footprint = async (ticketId: number) =>
    rowsOf<{ events: number; replies: number; notices: number; audit: number }>(
      await t.database.db.execute(sql`select
          (select count(*)::int from ticket_events where ticket_id = ${ticketId}) as events,
          (select count(*)::int from outgoing_messages where ticket_id = ${ticketId}) as replies,
          (select count(*)::int from notifications where ticket_id = ${ticketId}) as notices,
          (select count(*)::int from audit_log) as audit`),
    );

  const setMail = (on: boolean) =>
    admin.patch(
      '/api/mail-settings',
      on
        ? { supportAddress: 'desk@alpha.test', smtpHost: 'mx.alpha.test' }
        : { supportAddress: null, smtpHost: null },
    );

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    bravo = await t.signIn('bravoUser');
  });
  afterAll(() => t.close());

  it('keeps shared macros for administrators to write and personal ones for their owner', async () => {
    const shared = await admin.post<Macro>('/api/macros', {
      name: 'Escalate',
      actions: { priority: 'high', owner: 'me' },
    });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({
      personal: false,
      canEdit: true,
      actions: { priority: 'high', owner: 'me' },
    });
    expect(
      (await agent.post('/api/macros', { name: 'Mine for all', actions: { status: 'closed' } })).status,
    ).toBe(403);
    const mine = await agent.post<Macro>('/api/macros', {
      name: 'escalate',
      personal: true,
      actions: { status: 'in-progress', owner: 2 },
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ personal: true, ownerName: 'alpha.admin', canEdit: true });

    const seen = (await agent.get<Macro[]>('/api/macros')).body;
    expect(seen.map((m) => [m.name, m.canEdit])).toEqual([
      ['Escalate', false],
      ['escalate', true],
    ]);
    expect((await admin.get<Macro[]>('/api/macros')).body.map((m) => m.id)).toEqual([shared.body.id]);
    expect((await agent.patch(`/api/macros/${shared.body.id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await agent.delete(`/api/macros/${shared.body.id}`)).status).toBe(403);
    expect((await admin.patch(`/api/macros/${mine.body.id}`, { name: 'Taken over' })).status).toBe(404);
    expect((await admin.delete(`/api/macros/${mine.body.id}`)).status).toBe(404);

    const renamed = await agent.patch<Macro>(`/api/macros/${mine.body.id}`, { name: 'Take it on' });
    expect(renamed.body).toMatchObject({ name: 'Take it on', actions: { status: 'in-progress', owner: 2 } });
    expect((await bravo.get<Macro[]>('/api/macros')).body).toEqual([]);
    expect((await bravo.patch(`/api/macros/${shared.body.id}`, { name: 'x' })).status).toBe(404);
    expect((await agent.delete(`/api/macros/${mine.body.id}`)).status).toBe(204);
    expect((await agent.get<Macro[]>('/api/macros')).body.map((m) => m.id)).toEqual([shared.body.id]);
  });

  it('refuses bad input with the field at fault', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ', actions: { status: 'open' } }, 'name', 'Please enter a name'],
      [{ name: 'Empty', actions: {} }, 'actions', MACRO_NEEDS_ACTION],
      [
        { name: 'Odd', actions: { status: 'pending' } },
        'actions.status',
        'Status must be open, in-progress or closed',
      ],
      [
        { name: 'Odd', actions: { priority: 'urgent' } },
        'actions.priority',
        'Priority must be low, medium or high',
      ],
      [
        { name: 'Odd', actions: { owner: 'them' } },
        'actions.owner',
        'Choose a member of your team, yourself or nobody',
      ],
      [{ name: 'Odd', actions: { reply: '   ' } }, 'actions.reply', 'Please enter the reply text'],
      [{ name: 'Odd', actions: { owner: 4 } }, 'actions.owner', 'Choose a member of your team'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await admin.post<{ fieldErrors: Record<string, string[]> }>('/api/macros', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fieldErrors[field]).toContain(message);
    }
    const first = await admin.post<Macro>('/api/macros', {
      name: 'Close quietly',
      actions: { status: 'closed' },
    });
    const again = await admin.post<{ fieldErrors: Record<string, string[]> }>('/api/macros', {
      name: 'CLOSE QUIETLY',
      actions: { status: 'closed' },
    });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors.name).toEqual([MACRO_NAME_TAKEN]);
    // The same name among one's own macros is another scope.
    expect(
      (
        await agent.post('/api/macros', {
          name: 'Close quietly',
          personal: true,
          actions: { status: 'closed' },
        })
      ).status,
    ).toBe(201);
    expect((await admin.patch(`/api/macros/${first.body.id}`, {})).status).toBe(400);
    expect((await admin.post(`/api/macros/${first.body.id}/apply-bulk`, { ticketIds: [] })).status).toBe(400);
    const tooMany = await admin.post<{ fieldErrors: Record<string, string[]> }>(
      `/api/macros/${first.body.id}/apply-bulk`,
      { ticketIds: Array.from({ length: MACRO_BULK_MAX + 1 }, (_, i) => i + 1) },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors.ticketIds).toEqual([`At most ${MACRO_BULK_MAX} tickets at once`]);
  });

  it('previews the filled reply and the changes without writing anything', async () => {
    const ticket = await createTicketVia(agent, withEmail('Marlo Quince'));
    const macro = (
      await admin.post<Macro>('/api/macros', {
        name: 'Photos please',
        actions: {
          reply: 'Hello {{customer_name}}, about {{ticket_number}}: photos?',
          status: 'in-progress',
          owner: 'me',
        },
      })
    ).body;
    const before = await footprint(ticket.id);
    const preview = await agent.post<MacroPreview>(`/api/macros/${macro.id}/preview`, {
      ticketId: ticket.id,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      ticketId: ticket.id,
      reply: `Hello Marlo Quince, about ${ticketLabel(ticket)}: photos?`,
      changes: [
        { field: 'status', from: 'open', to: 'in-progress' },
        { field: 'owner', from: 'Unassigned', to: 'alpha.agent' },
      ],
      blocked: MACRO_NEEDS_MAIL,
    });
    expect(await footprint(ticket.id)).toEqual(before);
    expect((await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body).toMatchObject({
      status: 'open',
      assignee: null,
    });
  });

  it('applies everything in one step, or nothing when the reply cannot be sent', async () => {
    const ticket = await createTicketVia(agent, withEmail('Jules Arden'));
    const macro = (
      await admin.post<Macro>('/api/macros', {
        name: 'Waiting on photos',
        actions: { reply: 'Thanks {{customer_name}}', status: 'in-progress', priority: 'low', owner: 2 },
      })
    ).body;
    await setMail(false);
    const before = await footprint(ticket.id);
    const refused = await agent.post<{ message: string }>(`/api/macros/${macro.id}/apply`, {
      ticketId: ticket.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MACRO_NEEDS_MAIL);
    expect(await footprint(ticket.id)).toEqual(before);

    await setMail(true);
    const applied = await agent.post<MacroApplyResult>(`/api/macros/${macro.id}/apply`, {
      ticketId: ticket.id,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.changed).toEqual(['status', 'priority', 'owner']);
    const after = (await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body;
    expect(after).toMatchObject({ status: 'in-progress', priority: 'low', assignee: { id: 2 } });
    const thread = (await agent.get<ThreadEntry[]>(`/api/tickets/${ticket.id}/thread`)).body;
    expect(thread.filter((e) => e.kind === 'reply').map((e) => [e.id, e.content])).toEqual([
      [applied.body.replyId, 'Thanks Jules Arden'],
    ]);
    const activity = (
      await agent.get<{ kind: string; changes?: unknown[] }[]>(`/api/tickets/${ticket.id}/activity`)
    ).body;
    expect(activity.find((e) => e.kind === 'changed')?.changes).toHaveLength(3);
    const counts = (await footprint(ticket.id))[0]!;
    expect(counts.notices).toBe(before[0]!.notices + 1);
    // Applied again, nothing is left to change but the reply.
    const again = await agent.post<MacroApplyResult>(`/api/macros/${macro.id}/apply`, {
      ticketId: ticket.id,
    });
    expect(again.body.changed).toEqual([]);
    await setMail(false);
  });

  it('applies to many tickets, skipping whole the ones that cannot take it', async () => {
    await setMail(true);
    const macro = (
      await agent.post<Macro>('/api/macros', {
        name: 'Bulk close',
        personal: true,
        actions: { reply: 'Closing {{ticket_number}}', status: 'closed' },
      })
    ).body;
    const good = [
      await createTicketVia(agent, withEmail('Ada One')),
      await createTicketVia(agent, withEmail('Bo Two')),
    ];
    const noAddress = await createTicketVia(agent);
    const bravoTicket = await createTicketVia(bravo);
    const result = await agent.post<MacroBulkResult>(`/api/macros/${macro.id}/apply-bulk`, {
      ticketIds: [good[0]!.id, noAddress.id, bravoTicket.id, good[1]!.id, good[0]!.id],
    });
    expect(result.status).toBe(200);
    expect(result.body.applied).toEqual([good[0]!.id, good[1]!.id]);
    expect(result.body.skipped).toEqual([
      { id: noAddress.id, reason: MACRO_NO_ADDRESS },
      { id: bravoTicket.id, reason: 'Ticket not found' },
    ]);
    expect((await agent.get<Ticket>(`/api/tickets/${noAddress.id}`)).body.status).toBe('open');
    expect((await footprint(noAddress.id))[0]).toMatchObject({ replies: 0 });
    for (const ticket of good)
      expect((await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body.status).toBe('closed');
    expect((await bravo.get<Ticket>(`/api/tickets/${bravoTicket.id}`)).body.status).toBe('open');
    await setMail(false);
  });

  it("refuses another tenant's macro or ticket, and another user's personal macro, as not found", async () => {
    const ticket = await createTicketVia(agent);
    const bravoTicket = await createTicketVia(bravo);
    const shared = (await admin.post<Macro>('/api/macros', { name: 'Low it', actions: { priority: 'low' } }))
      .body;
    const own = (
      await admin.post<Macro>('/api/macros', {
        name: 'Mine only',
        personal: true,
        actions: { priority: 'high' },
      })
    ).body;
    for (const path of ['preview', 'apply'])
      expect(
        (await bravo.post(`/api/macros/${shared.id}/${path}`, { ticketId: bravoTicket.id })).status,
      ).toBe(404);
    expect(
      (await bravo.post(`/api/macros/${shared.id}/apply-bulk`, { ticketIds: [bravoTicket.id] })).status,
    ).toBe(404);
    expect((await agent.post(`/api/macros/${shared.id}/apply`, { ticketId: bravoTicket.id })).status).toBe(
      404,
    );
    expect((await agent.post(`/api/macros/${shared.id}/preview`, { ticketId: bravoTicket.id })).status).toBe(
      404,
    );
    expect((await agent.post(`/api/macros/${own.id}/apply`, { ticketId: ticket.id })).status).toBe(404);
    expect((await bravo.get<Ticket>(`/api/tickets/${bravoTicket.id}`)).body.priority).toBe('medium');
  });
});
