import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { leaseDueMail } from '../../db/mail-lease';
import { customers, mailSettings, satisfactionSurveys, tenants, tickets } from '../../db/schema';

/** Whether the tenant asks its customers to rate closed tickets (its mail settings, decision 091). */
export async function surveysEnabled(tx: Tx, tenantId: number): Promise<boolean> {
  const [row] = await tx
    .select({ on: mailSettings.satisfactionSurveys })
    .from(mailSettings)
    .where(eq(mailSettings.tenantId, tenantId))
    .limit(1);
  return row?.on ?? false;
}

type NewSurvey = {
  ticketId: number;
  agentUserId: number | null;
  customerEmail: string;
  closedAt: Date;
};

/** Queues one survey for each close; the same close again (same ticket and instant) adds nothing. */
export async function insertSurveys(tx: Tx, tenantId: number, surveys: readonly NewSurvey[]) {
  if (surveys.length === 0) return;
  await tx
    .insert(satisfactionSurveys)
    .values(surveys.map((survey) => ({ tenantId, ...survey, nextAttemptAt: survey.closedAt })))
    .onConflictDoNothing({ target: [satisfactionSurveys.ticketId, satisfactionSurveys.closedAt] });
}

/**
 * Takes the tenant's due surveys (`leaseDueMail`) and gives each its link's token hash and expiry:
 * a later attempt replaces them, so only the link last e-mailed works.
 */
export async function leaseDueSurveys(
  tx: Tx,
  tenantId: number,
  now: Date,
  leaseSeconds: number,
  limit: number,
) {
  const ids = await leaseDueMail(
    tx,
    {
      table: satisfactionSurveys,
      id: satisfactionSurveys.id,
      attempts: satisfactionSurveys.attempts,
      nextAttemptAt: satisfactionSurveys.nextAttemptAt,
      waiting: and(eq(satisfactionSurveys.tenantId, tenantId), eq(satisfactionSurveys.status, 'queued'))!,
    },
    now,
    leaseSeconds,
    limit,
  );
  if (ids.length === 0) return [];
  return tx
    .select({
      id: satisfactionSurveys.id,
      attempts: satisfactionSurveys.attempts,
      email: satisfactionSurveys.customerEmail,
      firstName: customers.firstName,
      ticketNumber: tickets.number,
      subject: tickets.subject,
      tenantName: tenants.name,
    })
    .from(satisfactionSurveys)
    .innerJoin(tickets, eq(tickets.id, satisfactionSurveys.ticketId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .innerJoin(tenants, eq(tenants.id, satisfactionSurveys.tenantId))
    .where(inArray(satisfactionSurveys.id, ids))
    .orderBy(satisfactionSurveys.id);
}
export type DueSurvey = Awaited<ReturnType<typeof leaseDueSurveys>>[number];

/** Changes a survey still waiting to be sent (one answered meanwhile is left as it is). */
export function updateSurvey(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<typeof satisfactionSurveys.$inferInsert>,
) {
  return tx
    .update(satisfactionSurveys)
    .set(values)
    .where(
      and(
        eq(satisfactionSurveys.tenantId, tenantId),
        eq(satisfactionSurveys.id, id),
        eq(satisfactionSurveys.status, 'queued'),
      ),
    );
}

/** A tenant without outgoing mail: its queued surveys fail, as they cannot be asked. */
export function failQueuedSurveys(tx: Tx, tenantId: number, reason: string) {
  return tx
    .update(satisfactionSurveys)
    .set({ status: 'failed', lastError: reason, tokenHash: null })
    .where(and(eq(satisfactionSurveys.tenantId, tenantId), eq(satisfactionSurveys.status, 'queued')));
}

/** The survey a link's token opens; run under `withSurveyToken`, which shows that one row only. */
export async function findSurveyByToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: satisfactionSurveys.id,
      tenantId: satisfactionSurveys.tenantId,
      ticketId: satisfactionSurveys.ticketId,
      status: satisfactionSurveys.status,
      expiresAt: satisfactionSurveys.expiresAt,
    })
    .from(satisfactionSurveys)
    .where(eq(satisfactionSurveys.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** What the rating page shows: the ticket's number and subject, and whose desk asks. */
export async function surveyTicket(tx: Tx, tenantId: number, ticketId: number) {
  const [row] = await tx
    .select({ ticketNumber: tickets.number, subject: tickets.subject, tenantName: tenants.name })
    .from(tickets)
    .innerJoin(tenants, eq(tenants.id, tickets.tenantId))
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)))
    .limit(1);
  return row;
}

/** Records the answer once: a survey already answered (or its link replaced) is left alone. */
export async function recordAnswer(
  tx: Tx,
  tenantId: number,
  survey: { id: number; tokenHash: string },
  answer: { score: number; comment: string | null; answeredAt: Date },
) {
  const rows = await tx
    .update(satisfactionSurveys)
    .set({ ...answer, status: 'answered' })
    .where(
      and(
        eq(satisfactionSurveys.tenantId, tenantId),
        eq(satisfactionSurveys.id, survey.id),
        eq(satisfactionSurveys.tokenHash, survey.tokenHash),
        inArray(satisfactionSurveys.status, ['queued', 'sent']),
      ),
    )
    .returning({ ticketId: satisfactionSurveys.ticketId });
  return rows[0];
}

/** A ticket's answered surveys, for its history. */
export function ticketRatings(tx: Tx, tenantId: number, ticketId: number) {
  return tx
    .select({
      id: satisfactionSurveys.id,
      score: satisfactionSurveys.score,
      comment: satisfactionSurveys.comment,
      answeredAt: satisfactionSurveys.answeredAt,
      customerEmail: satisfactionSurveys.customerEmail,
    })
    .from(satisfactionSurveys)
    .where(
      and(
        eq(satisfactionSurveys.tenantId, tenantId),
        eq(satisfactionSurveys.ticketId, ticketId),
        eq(satisfactionSurveys.status, 'answered'),
        isNotNull(satisfactionSurveys.answeredAt),
      ),
    )
    .orderBy(asc(satisfactionSurveys.answeredAt));
}
