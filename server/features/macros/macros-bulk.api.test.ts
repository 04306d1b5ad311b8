import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import { MACRO_NO_ADDRESS, type Macro, type MacroBulkResult } from '../../../domain/macros';
import type { ThreadEntry } from '../../../domain/mail';
import { MERGED_TICKET_SKIPPED } from '../../../domain/ticket-merge';
import { ticketLabel } from '../../../domain/tickets';
import { rowsOf, withTenant } from '../../db/client';
import { sharedSecret } from '../../lib/app-settings';
import { manualClock } from '../../lib/clock';
import { claimInState } from '../../test/claim-states';
import { createCustomerVia, createDealerVia, createTicketVia } from '../../test/factories';
import { USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fileMessage, parseMessage, REPLY_TOKEN_SECRET } from '../mail';
import { serviceTargetsSettled } from '../service-targets';
import { roundTheClock } from '../../test/target-policies';

const MINUTE = 60_000;
/** A ticket made for the comparison, with the number of its claim when it has one. */
type Made = { ticket: Ticket; claimNumber?: string };
/**
 * A macro applied to many tickets at once leaves on each exactly what applying it to that ticket
 * alone leaves: tickets are made in twins, one of each gets the single apply, the other the bulk.
 */
describe('a macro applied in bulk', () => {
  const clock = manualClock(new Date('2026-05-11T08:30:00Z'));
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let bravo: TestClient;
  let replyKey: string;
  let serial = 0;

  const rows = async <T>(query: SQL) => rowsOf<T>(await t.database.db.execute(query));
  const lastAuditId = async () =>
    (await rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from audit_log`))[0]!.id;

  /** A customer's mail answering our last reply on the ticket: it marks the ticket as having news. */
  async function customerWrites(ticketId: number, from: string) {
    const thread = (await agent.get<ThreadEntry[]>(`/api/tickets/${ticketId}/thread`)).body;
    const ours = thread.filter((entry) => entry.kind === 'reply').at(-1);
    if (ours?.kind !== 'reply') throw new Error('no reply to answer');
    serial += 1;
    const raw = [
      `From: ${from}`,
      `Subject: Re: ${ours.subject}`,
      `Message-ID: <bulk-${serial}@customer.example>`,
      'Content-Type: text/plain',
      '',
      `Here are the photos (${serial}).`,
    ].join('\r\n');
    const message = await parseMessage(Buffer.from(raw), 100_000);
    await withTenant(t.database, 1, (tx) => fileMessage(tx, 1, message, clock.now(), replyKey));
  }

  /** Everything the macro may have written on a ticket, with what names the ticket itself made neutral. */
  async function footprint(ticket: Ticket, auditAfter: number, claimNumber?: string) {
    const id = ticket.id;
    const neutral = (text: string | null) => {
      let out = text?.replaceAll(ticketLabel(ticket), '#LABEL').replace(/ref:[0-9a-f]{20}/, 'ref:TOKEN');
      if (claimNumber) out = out?.replaceAll(claimNumber, '#CLAIM');
      return out ?? null;
    };
    const [row] = await rows<{
      first_response_at: unknown;
    }>(sql`select status, priority, assignee_user_id, closed_at, updated_at,
        new_reply_at, due_at, due_kind, waiting_on, waiting_since, clock_used_minutes, first_response_at,
        search_text
      from tickets where id = ${id}`);
    const incoming = await rows<{ message_id: string }>(
      sql`select message_id from incoming_messages where ticket_id = ${id} order by id`,
    );
    const outgoing = await rows<{
      message_id: string;
      subject: string;
      body_text: string;
      in_reply_to: string | null;
      references: string | null;
    }>(sql`select message_id, author_user_id, author_name, to_address, to_name, cc_address, subject,
        body_text, attachment_ids, in_reply_to, "references", status, last_error, next_attempt_at, created_at
      from outgoing_messages where ticket_id = ${id} order by id`);
    const names = new Map([
      ...incoming.map((message, i): [string, string] => [message.message_id, `in${i}`]),
      ...outgoing.map((message, i): [string, string] => [message.message_id, `out${i}`]),
    ]);
    const replies = outgoing.map(({ message_id, subject, body_text, in_reply_to, references, ...rest }) => ({
      ...rest,
      subject: neutral(subject),
      body: neutral(body_text),
      inReplyTo: in_reply_to === null ? null : (names.get(in_reply_to) ?? in_reply_to),
      references: references?.split(' ').map((ref) => names.get(ref) ?? ref) ?? null,
      ownMessageId: message_id.startsWith(`<tk-${id}.`) && message_id.endsWith('@alpha.test>'),
    }));
    return {
      ticket: row,
      replies,
      // A ticket's creation is stamped by the database, not by the test's clock.
      history: await rows(sql`select kind, changes, actor_user_id, actor_name,
          case when kind = 'created' then null else created_at end as created_at
        from ticket_events where ticket_id = ${id} order by id`),
      audit: await rows(sql`select action, entity, user_id, changes from audit_log
        where id > ${auditAfter} and ((entity = 'ticket' and entity_id = ${String(id)})
          or (entity = 'reply' and entity_id in (select id::text from outgoing_messages where ticket_id = ${id})))
        order by id`),
      notices: await rows<{
        user_id: number;
      }>(sql`select user_id, kind, detail, status, created_at from notifications
        where ticket_id = ${id} order by id`),
      surveys: await rows(sql`select agent_user_id, customer_email, closed_at, status
        from satisfaction_surveys where ticket_id = ${id} order by id`),
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: String(24 * 60) } });
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    bravo = await t.signIn('bravoUser');
    replyKey = await sharedSecret(t.database.db, REPLY_TOKEN_SECRET);
    expect((await admin.put('/api/service-targets', roundTheClock())).status).toBe(200);
    await serviceTargetsSettled(1);
    const mail = await admin.patch('/api/mail-settings', {
      supportAddress: 'help@alpha.test',
      smtpHost: 'smtp.alpha.test',
      satisfactionSurveys: true,
    });
    expect(mail.status).toBe(200);
  });
  afterAll(async () => {
    await serviceTargetsSettled(1);
    await t.close();
  });

  it('leaves on each ticket what applying it to that ticket alone leaves, and skips the rest', async () => {
    const customer = await createCustomerVia(agent, {
      firstName: 'Oluwaseun',
      lastName: 'Brannigan-Ito',
      email: 'seun@brannigan.example',
    });
    const dealer = await createDealerVia(agent, {
      dealerName: 'Kestrel Tyre Depot',
      contactName: 'Wren Adebayo',
      email: 'wren@kestrel.example',
    });
    /** Each kind of ticket is made twice, the same way, at the same instants. */
    const kinds: { name: string; make: () => Promise<Made> }[] = [
      {
        name: 'a customer with an address, open and unowned',
        make: async () => ({
          ticket: await createTicketVia(agent, {
            subject: 'Slow puncture, rear left',
            priority: 'medium',
            customer: undefined,
            customerId: customer.id,
          }),
        }),
      },
      {
        name: 'a dealer only, owned by the administrator',
        make: async () => {
          const ticket = await createTicketVia(agent, {
            subject: 'Fleet order arrived with the wrong load index',
            priority: 'low',
            customer: undefined,
            dealerId: dealer.id,
          });
          expect(
            (await agent.patch(`/api/tickets/${ticket.id}`, { assigneeId: USERS.tenantAdmin.id })).status,
          ).toBe(200);
          return { ticket };
        },
      },
      {
        name: 'a customer and a dealer, a claim, in progress, already the agent’s, the customer has written',
        make: async () => {
          const ticket = await createTicketVia(agent, {
            subject: 'Cupping on the front pair',
            priority: 'high',
            customer: undefined,
            customerId: customer.id,
            dealerId: dealer.id,
          });
          const claim = await claimInState(t, 'draft', { ticketId: ticket.id });
          expect(
            (
              await agent.patch(`/api/tickets/${ticket.id}`, {
                status: 'in-progress',
                assigneeId: USERS.user.id,
              })
            ).status,
          ).toBe(200);
          clock.advance(3 * MINUTE);
          expect(
            (await agent.post(`/api/tickets/${ticket.id}/replies`, { content: 'Photos, please.' })).status,
          ).toBe(201);
          clock.advance(7 * MINUTE);
          await customerWrites(ticket.id, customer.email!);
          return { ticket, claimNumber: claim.claimTicketAdjustmentNumber ?? undefined };
        },
      },
      {
        name: 'already as the macro leaves it',
        make: async () => {
          const ticket = await createTicketVia(agent, {
            subject: 'Valve stem cracked',
            priority: 'high',
            customer: undefined,
            customerId: customer.id,
          });
          expect(
            (await agent.patch(`/api/tickets/${ticket.id}`, { status: 'closed', assigneeId: USERS.user.id }))
              .status,
          ).toBe(200);
          return { ticket };
        },
      },
    ];
    const opened = clock.now();
    const pairs: { name: string; single: Made; bulk: Made }[] = [];
    for (const kind of kinds) {
      const started = clock.now();
      const single = await kind.make();
      clock.set(started);
      const bulk = await kind.make();
      pairs.push({ name: kind.name, single, bulk });
      clock.advance(MINUTE);
    }
    const merged = await createTicketVia(agent, { customer: undefined, customerId: customer.id });
    const kept = await createTicketVia(agent, { customer: undefined, customerId: customer.id });
    expect((await agent.post(`/api/tickets/${merged.id}/merge`, { intoTicketId: kept.id })).status).toBe(200);
    const noAddress = await createTicketVia(agent);
    const bravoTicket = await createTicketVia(bravo);

    const macro = (
      await admin.post<Macro>('/api/macros', {
        name: 'Close with a word',
        actions: {
          reply:
            'Hello {{customer_name}}, {{ticket_number}} ({{ticket_subject}}) is closed; claim {{claim_number}}. {{agent_name}}',
          status: 'closed',
          priority: 'high',
          owner: USERS.user.id,
        },
      })
    ).body;
    clock.advance(95 * MINUTE);
    const auditBefore = await lastAuditId();
    for (const { single } of pairs)
      expect((await admin.post(`/api/macros/${macro.id}/apply`, { ticketId: single.ticket.id })).status).toBe(
        200,
      );
    const bulkIds = pairs.map(({ bulk }) => bulk.ticket.id);
    const result = await admin.post<MacroBulkResult>(`/api/macros/${macro.id}/apply-bulk`, {
      ticketIds: [bravoTicket.id, ...bulkIds, merged.id, noAddress.id, bulkIds[0]],
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      applied: bulkIds,
      skipped: [
        { id: bravoTicket.id, reason: 'Ticket not found' },
        { id: merged.id, reason: MERGED_TICKET_SKIPPED },
        { id: noAddress.id, reason: MACRO_NO_ADDRESS },
      ],
    });

    for (const { name, single, bulk } of pairs) {
      const alone = await footprint(single.ticket, auditBefore, single.claimNumber);
      const together = await footprint(bulk.ticket, auditBefore, bulk.claimNumber);
      expect(together, name).toEqual(alone);
      // The macro's reply is there, with the ticket's own reference, as a reply by hand would carry it.
      expect(together.replies.at(-1)?.body, name).toMatch(
        /^Hello .+, #LABEL \(.+\) is closed; claim .+\. alpha\.admin$/,
      );
      const byHand = await admin.post<ThreadEntry>(`/api/tickets/${bulk.ticket.id}/replies`, {
        content: 'And one more thing.',
      });
      expect(byHand.status).toBe(201);
      const thread = (await admin.get<ThreadEntry[]>(`/api/tickets/${bulk.ticket.id}/thread`)).body;
      const [macroReply, handReply] = thread
        .flatMap((entry) => (entry.kind === 'reply' ? [entry] : []))
        .slice(-2);
      expect(macroReply!.subject, name).toBe(handReply!.subject);
    }
    // What the twins show was really written: the close, the notice to the new owner, the survey.
    const dealerOnly = await footprint(pairs[1]!.bulk.ticket, auditBefore);
    expect(dealerOnly.ticket).toMatchObject({
      status: 'closed',
      priority: 'high',
      assignee_user_id: USERS.user.id,
    });
    // The administrator heard of the ticket when it was given them; the agent hears of it now.
    expect(dealerOnly.notices.map((notice) => notice.user_id)).toEqual([USERS.tenantAdmin.id, USERS.user.id]);
    expect(dealerOnly.notices[1]).toMatchObject({ kind: 'ticket_assigned' });
    const answered = await footprint(pairs[0]!.bulk.ticket, auditBefore);
    expect(answered.surveys).toHaveLength(1);
    // Answered, then closed: the first response is stamped and the clock stopped with the minutes it ran.
    const waited = (clock.now().getTime() - opened.getTime()) / MINUTE;
    expect(answered.ticket).toMatchObject({ waiting_on: null, due_at: null, clock_used_minutes: waited });
    expect(answered.ticket?.first_response_at).not.toBeNull();
    const written = await footprint(pairs[2]!.bulk.ticket, auditBefore, pairs[2]!.bulk.claimNumber);
    expect(written.replies.at(-2)).toMatchObject({ inReplyTo: 'in0', references: ['out0', 'in0'] });
    expect(written.replies.at(-2)?.body).toContain('claim #CLAIM');
    expect(written.ticket).toMatchObject({ new_reply_at: null });
    for (const skipped of [merged, noAddress])
      expect((await footprint(skipped, auditBefore)).replies).toEqual([]);
  });

  it('writes nothing at all when one ticket fails half-way through', async () => {
    const tickets = [];
    for (const name of ['Imogen Faraday', 'Tobiah Lindqvist', 'Marisol Okonkwo'])
      tickets.push(
        await createTicketVia(agent, {
          customer: {
            name,
            phone: `555${String(8_100_000 + tickets.length)}`,
            email: 'x@y.example',
            company: null,
          },
        }),
      );
    const macro = (
      await admin.post<Macro>('/api/macros', {
        name: 'Hand to the agent',
        actions: { reply: 'On it, {{customer_name}}.', status: 'in-progress', owner: USERS.user.id },
      })
    ).body;
    const auditBefore = await lastAuditId();
    const before = await Promise.all(tickets.map((ticket) => footprint(ticket, 0)));
    // The history row of the last ticket is refused: replies and field changes of all three are written by then.
    const last = tickets.at(-1)!.id;
    await t.database.db.execute(
      sql.raw(`create function refuse_bulk_history() returns trigger language plpgsql as $$
        begin if new.ticket_id = ${last} then raise exception 'history refused'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_bulk_history before insert on ticket_events
        for each row execute function refuse_bulk_history()`),
    );
    try {
      const failed = await admin.post(`/api/macros/${macro.id}/apply-bulk`, {
        ticketIds: tickets.map((ticket) => ticket.id),
      });
      expect(failed.status).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_bulk_history on ticket_events'));
      await t.database.db.execute(sql.raw('drop function refuse_bulk_history()'));
    }
    expect(await Promise.all(tickets.map((ticket) => footprint(ticket, 0)))).toEqual(before);
    expect(await lastAuditId()).toBe(auditBefore);
    // Without the fault the same request applies to all three.
    const applied = await admin.post<MacroBulkResult>(`/api/macros/${macro.id}/apply-bulk`, {
      ticketIds: tickets.map((ticket) => ticket.id),
    });
    expect(applied.body.applied).toEqual(tickets.map((ticket) => ticket.id));
  });
});
