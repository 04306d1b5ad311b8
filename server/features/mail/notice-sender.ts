import { withTenant } from '../../db/client';
import { retryAt } from '../../db/mail-lease';
import type { AppDeps } from '../../lib/deps';
import {
  claimDueNoticeMail,
  noticeMailOf,
  recordNoticeMail,
  settleQueuedAsNotSetUp,
  type DueNoticeMail,
} from '../notifications';
import { openTenantMailer, type TenantMailer } from './tenant-mail';

const NO_ADDRESS = 'The account has no e-mail address';

export type NoticeMailOptions = {
  retryBaseSeconds: number;
  maxAttempts: number;
  /** How long a taken e-mail is held before another instance may take it (a crash mid-send). */
  leaseSeconds?: number;
};

function outcomeOf(
  options: NoticeMailOptions,
  notice: DueNoticeMail,
  sent: Awaited<ReturnType<TenantMailer['send']>>,
  now: Date,
) {
  if (sent.sent) return { emailStatus: 'sent' as const, emailError: null };
  const next = retryAt(options, notice.attempts, now);
  if (!next) return { emailStatus: 'failed' as const, emailError: sent.failure };
  return { emailError: sent.failure, emailNextAttemptAt: next };
}

/**
 * E-mails one tenant's due notices through its own server, each to its account's address: a
 * dealer account's (decision 088) or a staff member's who chose the kind (decision 097). A tenant
 * without mail settles them as not set up (the notice itself stays in the portal or the desk).
 * Returns how many were sent.
 */
export async function sendDueNoticeMail(
  deps: AppDeps,
  options: NoticeMailOptions,
  tenantId: number,
  limit = 20,
): Promise<number> {
  const mailer = await openTenantMailer(deps, tenantId);
  if (!mailer) {
    await withTenant(deps.database, tenantId, (tx) => settleQueuedAsNotSetUp(tx, tenantId));
    return 0;
  }
  const due = await withTenant(deps.database, tenantId, (tx) =>
    claimDueNoticeMail(tx, tenantId, deps.clock.now(), options.leaseSeconds ?? 300, limit),
  );
  const base = deps.config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? null;
  let sent = 0;
  try {
    for (const notice of due) {
      const { email, username } = notice;
      // An account gone or without an address: nothing to send to, nor to try again.
      const result =
        email && username ? await mailer.send(noticeMailOf({ ...notice, email, username }, base)) : null;
      if (result?.sent) sent += 1;
      const outcome = result
        ? outcomeOf(options, notice, result, deps.clock.now())
        : { emailStatus: 'failed' as const, emailError: NO_ADDRESS };
      await withTenant(deps.database, tenantId, (tx) => recordNoticeMail(tx, tenantId, notice.id, outcome));
    }
  } finally {
    mailer.close();
  }
  return sent;
}
