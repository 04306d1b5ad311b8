import { activeTenantIds, loop } from '../../lib/background-loop';
import type { AppDeps } from '../../lib/deps';
import { mailNetworkOf } from './mail-connection';
import { pollMailbox } from './mail-poller';
import { sendDueReplies } from './mail-sender';
import { sendDueNoticeMail } from './notice-sender';
import { sendDueSurveys } from './survey-sender';

type Log = { warn: (data: object, message: string) => void };

/** The reply sender, the notice and survey mailers and the mailbox poller of this instance; returns a stop function. */
export function startMailWorkers(deps: AppDeps, log: Log) {
  const { config, database, clock } = deps;
  const now = () => clock.now();
  const network = mailNetworkOf(config);
  const sender = {
    database,
    secretKey: config.MAIL_SECRET_KEY,
    retryBaseSeconds: config.MAIL_RETRY_BASE_SECONDS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    now,
    network,
  };
  const poller = {
    database,
    secretKey: config.MAIL_SECRET_KEY,
    maxMessageBytes: config.MAIL_MAX_MESSAGE_BYTES,
    now,
    network,
  };
  const forEachTenant = (work: (tenantId: number) => Promise<unknown>, what: string) => async () => {
    try {
      for (const tenantId of await activeTenantIds(database)) {
        await work(tenantId).catch((error: unknown) =>
          log.warn({ tenantId, err: error instanceof Error ? error.message : String(error) }, what),
        );
      }
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, what);
    }
  };
  const stops = [
    loop(
      config.MAIL_SEND_INTERVAL_MS,
      forEachTenant((id) => sendDueReplies(sender, id), 'sending replies failed'),
    ),
    loop(
      config.MAIL_SEND_INTERVAL_MS,
      forEachTenant((id) => sendDueNoticeMail(deps, sender, id), 'sending notice e-mails failed'),
    ),
    loop(
      config.MAIL_SEND_INTERVAL_MS,
      forEachTenant((id) => sendDueSurveys(deps, sender, id), 'sending satisfaction surveys failed'),
    ),
    loop(
      config.MAIL_POLL_SECONDS * 1000,
      forEachTenant((id) => pollMailbox(poller, id), 'mailbox poll failed'),
    ),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
