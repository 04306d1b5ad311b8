import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customers, satisfactionSurveys, tickets } from '../db/schema';
import { surveyExpiry } from '../features/satisfaction';
import { notAfter } from './seed-random';

/** What the sample customers said, in turn: mostly content, a few not (Reports shows the spread). */
const RATINGS: Array<{ score: number; comment: string | null }> = [
  { score: 5, comment: 'Quick answer and the replacement was fitted the same week.' },
  { score: 4, comment: null },
  { score: 5, comment: 'Kept me posted the whole way. Thank you!' },
  { score: 3, comment: 'Sorted in the end, but I had to call twice.' },
  { score: 5, comment: null },
  { score: 2, comment: 'Took over a week to hear back about the claim.' },
  { score: 4, comment: 'Fair prorated credit.' },
];
const MINUTE_MS = 60_000;

/**
 * Customers' answers to the satisfaction survey of closed tickets (decision 091), as the survey
 * flow leaves them: sent shortly after the close to the customer's address, answered within a day,
 * counted for the ticket's owner. Every closed, owned ticket with a customer e-mail is rated.
 */
export async function seedRatings(tx: Tx, tenantId: number, now: number) {
  const closed = await tx
    .select({
      ticketId: tickets.id,
      closedAt: tickets.closedAt,
      ownerId: tickets.assigneeUserId,
      email: customers.email,
    })
    .from(tickets)
    .innerJoin(customers, eq(customers.id, tickets.customerId))
    .where(
      and(
        eq(tickets.tenantId, tenantId),
        eq(tickets.status, 'closed'),
        isNotNull(tickets.closedAt),
        isNotNull(tickets.assigneeUserId),
        isNotNull(customers.email),
      ),
    )
    .orderBy(asc(tickets.id));
  const rows = closed.map((ticket, index) => {
    const { score, comment } = RATINGS[index % RATINGS.length]!;
    const sentAt = notAfter(now, ticket.closedAt!.getTime() + 5 * MINUTE_MS);
    return {
      tenantId,
      ticketId: ticket.ticketId,
      agentUserId: ticket.ownerId,
      customerEmail: ticket.email!,
      closedAt: ticket.closedAt!,
      status: 'answered' as const,
      attempts: 1,
      nextAttemptAt: sentAt,
      // The link's token is never kept, only its hash: this one was never handed to anybody.
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      sentAt,
      expiresAt: surveyExpiry(sentAt),
      score,
      comment,
      answeredAt: notAfter(now, sentAt.getTime() + (index + 1) * 47 * MINUTE_MS),
      createdAt: ticket.closedAt!,
    };
  });
  if (rows.length > 0) await tx.insert(satisfactionSurveys).values(rows);
  return rows.length;
}
