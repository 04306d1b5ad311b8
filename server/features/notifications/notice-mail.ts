import { ticketLabel } from '../../../domain/ticket-labels';
import { withTenant } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { sendTenantMail, tenantSendsMail, type TenantMailOutcome } from '../mail';
import {
  claimDueNoticeMail,
  recordNoticeMail,
  settleQueuedAsNotSetUp,
  type DueNoticeMail,
} from './notifications.queries';
import { noticeTitle } from './notifications.service';

type NoticeMailOptions = {
  retryBaseSeconds: number;
  maxAttempts: number;
  /** How long a taken e-mail is held before another instance may take it (a crash mid-send). */
  leaseSeconds?: number;
};

export function noticeMailOf(notice: DueNoticeMail, portalUrl: string | null) {
  const title = noticeTitle(notice.kind, notice.status);
  const tyre = [notice.tireBrand, notice.tireSize].filter(Boolean).join(' ');
  const claim = `${ticketLabel({ number: notice.ticketNumber })}${tyre ? ` (${tyre})` : ''}`;
  const detailLabel = notice.kind === 'claim_message' ? 'The team wrote' : 'Reason';
  const lines = [
    `Hello ${notice.username},`,
    '',
    `${title}: your claim ${claim}.`,
    ...(notice.detail ? ['', `${detailLabel}: ${notice.detail}`] : []),
    '',
    portalUrl ? `See it in the dealer portal: ${portalUrl}` : 'Sign in to the dealer portal to see it.',
    '',
    `${notice.tenantName} warranty team`,
  ];
  return {
    to: notice.email,
    toName: notice.username,
    subject: `${ticketLabel({ number: notice.ticketNumber })} ${title}`,
    text: lines.join('\n'),
  };
}

function outcomeOf(options: NoticeMailOptions, notice: DueNoticeMail, sent: TenantMailOutcome, now: Date) {
  if (sent.sent) return { emailStatus: 'sent' as const, emailError: null };
  if (sent.notSetUp) return { emailStatus: 'not_set_up' as const, emailError: null };
  if (notice.attempts >= options.maxAttempts)
    return { emailStatus: 'failed' as const, emailError: sent.failure };
  const wait = options.retryBaseSeconds * 2 ** Math.max(0, notice.attempts - 1);
  return { emailError: sent.failure, emailNextAttemptAt: new Date(now.getTime() + wait * 1000) };
}

/**
 * E-mails one tenant's due notices through its own server, each to its account's address; a
 * tenant without mail settles them as not set up (the notice itself stays in the portal).
 * Returns how many were sent.
 */
export async function sendDueNoticeMail(
  deps: AppDeps,
  options: NoticeMailOptions,
  tenantId: number,
  limit = 20,
): Promise<number> {
  if (!(await tenantSendsMail(deps, tenantId))) {
    await withTenant(deps.database, tenantId, (tx) => settleQueuedAsNotSetUp(tx, tenantId));
    return 0;
  }
  const now = deps.clock.now();
  const due = await withTenant(deps.database, tenantId, (tx) =>
    claimDueNoticeMail(tx, tenantId, now, options.leaseSeconds ?? 300, limit),
  );
  const base = deps.config.PUBLIC_BASE_URL?.replace(/\/$/, '');
  let sent = 0;
  for (const notice of due) {
    const outcome = await sendTenantMail(
      deps,
      tenantId,
      noticeMailOf(notice, base ? `${base}/portal` : null),
    );
    if (outcome.sent) sent += 1;
    await withTenant(deps.database, tenantId, (tx) =>
      recordNoticeMail(tx, tenantId, notice.id, outcomeOf(options, notice, outcome, deps.clock.now())),
    );
  }
  return sent;
}
