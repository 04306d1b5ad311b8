import type { Transcript } from '../../../domain/api-types';
import { demoCallLabel } from '../../../domain/agent-types';
import { withTenant, type Tx } from '../../db/client';
import { findDemoTenantId } from '../../db/demo-tenant';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import type { StaffContext, TenantActor } from '../../lib/request-context';
import { reserveDemoTicket } from '../calls';
import { openTicket, ticketExists } from '../tickets';
import {
  findByCallKeys,
  insertTranscript,
  lockCallKeys,
  listForTicket,
  updateTranscript,
  type TranscriptRow,
} from './transcripts.queries';

export function toTranscriptDto(row: TranscriptRow): Transcript {
  return {
    id: row.id,
    ticketId: row.ticketId,
    callSid: row.callSid,
    duration: row.duration,
    agentType: row.agentType,
    participants: row.participants,
    summary: row.summary,
    transcript: row.transcript,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A ticket's transcripts, newest first, inside the caller's tenant transaction. */
export async function ticketTranscriptsIn(tx: Tx, tenantId: number, ticketId: number): Promise<Transcript[]> {
  return (await listForTicket(tx, tenantId, ticketId)).map(toTranscriptDto);
}

export async function listTicketTranscripts(ctx: StaffContext, ticketId: number) {
  return ctx.inTenant(async (tx) => {
    if (!(await ticketExists(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
    return (await listForTicket(tx, ctx.tenantId, ticketId)).map(toTranscriptDto);
  });
}

export type TranscriptLine = { role: 'user' | 'agent'; message: string; timeInCallSecs?: number };

/** A finished conversation, from the voice gateway, the phone demo or a provider webhook. */
export type CallTranscript = {
  callSid: string;
  conversationId?: string | null;
  durationSeconds?: number | null;
  agentType: string;
  participants?: string[];
  summary?: string | null;
  lines: TranscriptLine[];
  source: 'browser' | 'phone' | 'webhook';
  /** A ticket the call already opened (a claim filed during the call); otherwise a new one is opened. */
  ticketId?: number;
};

export function formatTranscriptLines(lines: TranscriptLine[], agentName: string): string {
  return lines
    .filter((line) => line.message.trim())
    .map((line) => `${line.role === 'agent' ? agentName : 'Visitor'}: ${line.message.trim()}`)
    .join('\n');
}

/** When no summary is given: the visitor's first words, so staff see what the call was about. */
function fallbackSummary(call: CallTranscript, agentName: string): string {
  const firstUserLine = call.lines
    .find((line) => line.role === 'user' && line.message.trim())
    ?.message.trim();
  const opener = `Demo call with ${agentName}`;
  return firstUserLine ? `${opener}. The visitor said: "${firstUserLine.slice(0, 160)}"` : `${opener}.`;
}

async function openTicketFor(
  tx: Tx,
  actor: TenantActor,
  call: CallTranscript,
  agentName: string,
  summary: string,
) {
  const ticket = await openTicket(tx, actor, {
    subject: `${call.source === 'phone' ? 'Phone' : 'Voice'} demo call with ${agentName}`,
    description: summary,
    priority: 'low',
    category: 'general',
    searchTerms: [call.callSid],
  });
  return ticket.id;
}

/** The ticket a call's transcript is already on (same call SID or conversation id), if any. */
export async function findCallTicketId(deps: AppDeps, callSid: string, conversationId: string | null) {
  const tenantId = await findDemoTenantId(deps.database);
  return withTenant(deps.database, tenantId, async (tx) => {
    const row = await findByCallKeys(tx, tenantId, callSid, conversationId);
    return row?.ticketId ?? null;
  });
}

export type StoredCall = { transcriptId: number; ticketId: number | null; created: boolean };

/**
 * Stores a finished call's transcript on a ticket of the demo tenant: a new ticket for a new call;
 * a call seen before (same call SID or conversation id) is enriched, never duplicated. Null when
 * the demo tenant's daily ticket cap is spent: the call is not stored.
 */
export async function recordCallTranscript(deps: AppDeps, call: CallTranscript): Promise<StoredCall | null> {
  const tenantId = await findDemoTenantId(deps.database);
  const agentName = demoCallLabel(call.agentType);
  const text = formatTranscriptLines(call.lines, agentName);
  const summary = call.summary?.trim() || fallbackSummary(call, agentName);
  return withTenant(deps.database, tenantId, async (tx) => {
    await lockCallKeys(tx, tenantId, [call.callSid, call.conversationId]);
    const existing = await findByCallKeys(tx, tenantId, call.callSid, call.conversationId ?? null);
    if (existing) {
      await updateTranscript(tx, tenantId, existing.id, {
        conversationId: existing.conversationId ?? call.conversationId ?? null,
        duration: call.durationSeconds ?? existing.duration,
        participants: call.participants?.length ? call.participants : existing.participants,
        // A record of the call's facts alone (the phone line's end) never replaces a provider's summary.
        summary:
          call.lines.length === 0
            ? existing.summary || summary
            : call.summary?.trim() || existing.summary || summary,
        transcript: text.length > existing.transcript.length ? text : existing.transcript,
        updatedAt: deps.clock.now(),
      });
      return { transcriptId: existing.id, ticketId: existing.ticketId, created: false };
    }
    const claimTicketId =
      call.ticketId && (await ticketExists(tx, tenantId, call.ticketId)) ? call.ticketId : null;
    if (!claimTicketId && !(await reserveDemoTicket(deps, tx, tenantId))) return null;
    const ticketId =
      claimTicketId ??
      (await openTicketFor(tx, { tenantId, user: null, now: deps.clock.now() }, call, agentName, summary));
    const row = await insertTranscript(tx, {
      tenantId,
      ticketId,
      callSid: call.callSid,
      conversationId: call.conversationId ?? null,
      duration: call.durationSeconds ?? null,
      agentType: call.agentType,
      participants: call.participants ?? ['Visitor', agentName],
      summary,
      transcript: text,
      source: call.source,
    });
    await recordAudit(tx, {
      tenantId,
      userId: null,
      action: 'create',
      entity: 'transcript',
      entityId: row.id,
    });
    return { transcriptId: row.id, ticketId, created: true };
  });
}
