import { withTenant } from '../../db/client';
import { retryAt } from '../../db/mail-lease';
import type { AppDeps } from '../../lib/deps';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import {
  failQueuedSurveys,
  leaseDueSurveys,
  surveyExpiry,
  surveyMailOf,
  updateSurvey,
} from '../satisfaction';
import type { NoticeMailOptions } from './notice-sender';
import { openTenantMailer } from './tenant-mail';

const NO_ADDRESS = 'The desk has no public address (PUBLIC_BASE_URL) for the rating link';
const NOT_SET_UP = 'Outgoing mail is not set up';

/**
 * E-mails one tenant's due satisfaction surveys through its own server (decision 091). Each
 * attempt makes a new token and keeps only its hash, with the link's expiry counted from now; a
 * tenant without outgoing mail or a public address fails them. Returns how many were sent.
 */
export async function sendDueSurveys(
  deps: AppDeps,
  options: NoticeMailOptions,
  tenantId: number,
  limit = 20,
): Promise<number> {
  const origin = deps.config.PUBLIC_BASE_URL?.replace(/\/+$/, '');
  const mailer = origin ? await openTenantMailer(deps, tenantId) : null;
  if (!mailer || !origin) {
    const reason = origin ? NOT_SET_UP : NO_ADDRESS;
    await withTenant(deps.database, tenantId, (tx) => failQueuedSurveys(tx, tenantId, reason));
    return 0;
  }
  let sent = 0;
  try {
    const due = await withTenant(deps.database, tenantId, async (tx) => {
      const surveys = await leaseDueSurveys(
        tx,
        tenantId,
        deps.clock.now(),
        options.leaseSeconds ?? 300,
        limit,
      );
      const armed = [];
      for (const survey of surveys) {
        const token = newSessionToken();
        const sentAt = deps.clock.now();
        await updateSurvey(tx, tenantId, survey.id, {
          tokenHash: hashSessionToken(token),
          sentAt,
          expiresAt: surveyExpiry(sentAt),
        });
        armed.push({ survey, token });
      }
      return armed;
    });
    for (const { survey, token } of due) {
      const outcome = await mailer.send(surveyMailOf(survey, origin, token));
      const now = deps.clock.now();
      const next = outcome.sent ? null : retryAt(options, survey.attempts, now);
      const values = outcome.sent
        ? { status: 'sent' as const, lastError: null }
        : next
          ? { lastError: outcome.failure, nextAttemptAt: next }
          : { status: 'failed' as const, lastError: outcome.failure, tokenHash: null };
      if (outcome.sent) sent += 1;
      await withTenant(deps.database, tenantId, (tx) => updateSurvey(tx, tenantId, survey.id, values));
    }
  } finally {
    mailer.close();
  }
  return sent;
}
