import { withTenant } from '../db/client';
import { satisfactionSurveys } from '../db/schema';
import { hashSessionToken, newSessionToken } from '../lib/session-token';
import type { TestApp } from './test-app';

/**
 * Satisfaction surveys of closed tickets as the sender leaves them, without the e-mail: sent, with
 * a live link (decision 091). Answers their links' tokens, one per ticket.
 */
export async function sentSurveys(t: TestApp, tenantId: number, ticketIds: number[]): Promise<string[]> {
  const tokens = ticketIds.map(() => newSessionToken());
  const now = new Date();
  await withTenant(t.database, tenantId, (tx) =>
    tx.insert(satisfactionSurveys).values(
      ticketIds.map((ticketId, index) => ({
        tenantId,
        ticketId,
        customerEmail: `rater${index}@example.test`,
        closedAt: now,
        status: 'sent' as const,
        tokenHash: hashSessionToken(tokens[index]!),
        sentAt: now,
        expiresAt: new Date(now.getTime() + 14 * 24 * 3600_000),
      })),
    ),
  );
  return tokens;
}
