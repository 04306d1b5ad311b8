import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { Config } from '../../env';
import {
  blockListOf,
  checkedAddress,
  PrivateAddressError,
  systemResolver,
  type OutboundPolicy,
} from '../../lib/outbound-address';
import type { ImapAccount, SmtpAccount } from './mail-settings';

/**
 * Every connection to a tenant's mail servers (the test button, the sender, the poller) goes
 * through here: the host is resolved once and checked (docs/decisions/075), the client connects
 * to that address and keeps the typed name for TLS, and a failure is told by its class only.
 */

export type MailNetwork = OutboundPolicy;

/** How long a lookup, a connection and a server's greeting may each take. */
const CONNECT_TIMEOUT_MS = 15_000;

export function mailNetworkOf(config: Pick<Config, 'MAIL_ALLOWED_NETWORKS'>): MailNetwork {
  return {
    allowed: blockListOf(config.MAIL_ALLOWED_NETWORKS),
    lookup: systemResolver,
    timeoutMs: CONNECT_TIMEOUT_MS,
  };
}

/** Where to connect: the checked address, with the typed name for SNI and the certificate check. */
async function endpointOf(host: string, network: MailNetwork) {
  const address = await checkedAddress(host, network);
  return isIP(host) ? { host: address } : { host: address, servername: host };
}

export async function smtpTransport(account: SmtpAccount, network: MailNetwork) {
  const endpoint = await endpointOf(account.host, network);
  const isLocal = account.host === '127.0.0.1' || account.host === 'localhost';
  return nodemailer.createTransport({
    ...endpoint,
    port: account.port,
    secure: account.secure,
    ...(account.secure ? {} : { ignoreTLS: isLocal }),
    auth: account.user && account.password ? { user: account.user, pass: account.password } : undefined,
    connectionTimeout: network.timeoutMs,
    greetingTimeout: network.timeoutMs,
    socketTimeout: 60_000,
  });
}

export async function imapClient(account: ImapAccount, network: MailNetwork) {
  const client = new ImapFlow({
    ...(await endpointOf(account.host, network)),
    port: account.port,
    secure: account.secure,
    auth: { user: account.user, pass: account.password },
    logger: false,
    connectionTimeout: network.timeoutMs,
    greetingTimeout: network.timeoutMs,
    socketTimeout: 120_000,
    disableAutoIdle: true,
  });
  // Failures reach the caller through the rejected command; an unheard 'error' would crash.
  client.on('error', () => {});
  return client;
}

/** What went wrong, never what the remote side said: its text could be any service's banner. */
export const MAIL_FAILURES = {
  private: 'refused: the address is on a private network',
  connect: 'could not connect',
  timeout: 'timed out',
  tls: 'TLS failed',
  auth: 'authentication failed',
  refused: 'the server refused the request',
} as const;

const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'ETIMEOUT',
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'UPGRADE_TIMEOUT',
  'SOCKET_TIMEOUT',
]);
const TLS_CODE =
  /^(ETLS|ERR_TLS|ERR_SSL|ERR_OSSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ClosedAfterConnectTLS|STARTTLS)/;

type MailError = {
  code?: unknown;
  originalCode?: unknown;
  authenticationFailed?: unknown;
  responseCode?: unknown;
  responseStatus?: unknown;
  command?: unknown;
};

function failureOf(error: unknown): keyof typeof MAIL_FAILURES {
  if (error instanceof PrivateAddressError) return 'private';
  const { code, originalCode, authenticationFailed, responseCode, responseStatus, command } = (error ??
    {}) as MailError;
  const codes = [code, originalCode].filter((value): value is string => typeof value === 'string');
  if (authenticationFailed === true || codes.includes('EAUTH')) return 'auth';
  if (codes.some((value) => TIMEOUT_CODES.has(value))) return 'timeout';
  if (codes.some((value) => TLS_CODE.test(value))) return 'tls';
  const answered = typeof responseCode === 'number' || responseStatus === 'NO' || responseStatus === 'BAD';
  return answered && command !== 'CONN' ? 'refused' : 'connect';
}

/** A failure as staff see it: its class, with an SMTP reply code when the server refused. */
export function mailFailureText(error: unknown): string {
  const failure = failureOf(error);
  const code = (error as MailError | null)?.responseCode;
  return failure === 'refused' && typeof code === 'number'
    ? `${MAIL_FAILURES.refused} (${code})`
    : MAIL_FAILURES[failure];
}
