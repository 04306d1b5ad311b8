import { eq } from 'drizzle-orm';
import { customers, tickets, transcripts, warrantyClaims } from '../../db/schema';
import type { TestApp } from '../test-app';
import { storedTranscript } from './voice-test-setup';

/** What a claim call left in the database: its ticket, customer, claims and transcript. */
export async function filedClaimOfCall(t: Pick<TestApp, 'database'>, conversationId: string) {
  const transcript = await storedTranscript(t, conversationId);
  const { db } = t.database;
  const ticketId = transcript.ticketId;
  if (ticketId === null) throw new Error('the call transcript is on no ticket');
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  const claims = await db.select().from(warrantyClaims).where(eq(warrantyClaims.ticketId, ticketId));
  const [customer] = ticket?.customerId
    ? await db.select().from(customers).where(eq(customers.id, ticket.customerId))
    : [];
  const ticketTranscripts = await db.select().from(transcripts).where(eq(transcripts.ticketId, ticketId));
  return { transcript, ticket, claims, customer, ticketTranscripts };
}
