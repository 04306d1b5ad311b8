import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockListOf, parseNetwork, type Lookup } from '../../lib/outbound-address';
import { startScriptedServer, startTlsServer } from '../../test/mail/scripted-servers';
import {
  imapClient,
  MAIL_FAILURES,
  mailFailureText,
  smtpTransport,
  type MailNetwork,
} from './mail-connection';
import type { ImapAccount, SmtpAccount } from './mail-settings';

const NAME = 'mail.kestrel-tyres.example';
const SECRET = 'INTERNAL-SECRET-BANNER';

/** The name resolves to loopback, which these tests allow; the system resolver has never heard of it. */
function network(timeoutMs = 5000): MailNetwork & { lookups: string[] } {
  const lookups: string[] = [];
  const lookup: Lookup = async (host) => {
    lookups.push(host);
    return [{ address: '127.0.0.1', family: 4 }];
  };
  return { allowed: blockListOf([parseNetwork('127.0.0.0/8')!]), lookup, timeoutMs, lookups };
}

const smtpAccount = (port: number, extra: Partial<SmtpAccount> = {}): SmtpAccount => ({
  host: NAME,
  port,
  secure: false,
  user: null,
  password: null,
  from: 'support@kestrel-tyres.example',
  fromName: null,
  ...extra,
});
const imapAccount = (port: number, extra: Partial<ImapAccount> = {}): ImapAccount => ({
  host: NAME,
  port,
  secure: false,
  user: 'support',
  password: 'mailbox-password-1',
  mailbox: 'INBOX',
  supportAddress: null,
  ...extra,
});

async function smtpFailure(account: SmtpAccount, net: MailNetwork, send = false) {
  const transport = await smtpTransport(account, net);
  try {
    if (send) await transport.sendMail({ from: account.from, to: 'dana@example.test', text: 'Hello' });
    else await transport.verify();
    return 'no failure';
  } catch (error) {
    return mailFailureText(error);
  } finally {
    transport.close();
  }
}

/** Answers like an SMTP server that refuses whatever a test is about, with a secret in its text. */
function smtpScript(refuse: 'auth' | 'sender') {
  return (line: string) => {
    const verb = line.split(' ')[0]!.toUpperCase();
    if (verb === 'EHLO') return `250-${NAME}\r\n250 AUTH PLAIN LOGIN`;
    if (verb === 'AUTH') return refuse === 'auth' ? `535 5.7.8 ${SECRET} bad credentials` : '235 ok';
    if (verb === 'MAIL') return `550 5.7.1 ${SECRET} relaying denied`;
    if (verb === 'QUIT') return '221 bye';
    return '250 ok';
  };
}

describe('guarded mail connections', () => {
  let tlsServer: Awaited<ReturnType<typeof startTlsServer>>;
  beforeAll(async () => {
    tlsServer = await startTlsServer(NAME);
  });
  afterAll(() => tlsServer.close());

  it('connects to the checked address, resolving the name once, and keeps the name for TLS', async () => {
    const smtp = network();
    expect(await smtpFailure(smtpAccount(tlsServer.port, { secure: true }), smtp)).toBe(MAIL_FAILURES.tls);
    expect(smtp.lookups).toEqual([NAME]);
    const imap = network();
    const client = await imapClient(imapAccount(tlsServer.port, { secure: true }), imap);
    const failure = await client.connect().then(
      () => 'no failure',
      (error: unknown) => mailFailureText(error),
    );
    client.close();
    expect(failure).toBe(MAIL_FAILURES.tls);
    expect(imap.lookups).toEqual([NAME]);
    // Both clients asked the server for the typed name, not the address they connected to.
    expect(tlsServer.serverNames).toEqual([NAME, NAME]);
  });

  it('tells authentication failures and refusals by their class and reply code, never their text', async () => {
    const authServer = await startScriptedServer(`220 ${NAME} ESMTP ${SECRET}`, smtpScript('auth'));
    const relayServer = await startScriptedServer(`220 ${NAME} ESMTP`, smtpScript('sender'));
    try {
      const credentials = { user: 'support', password: 'wrong-password-1' };
      const auth = await smtpFailure(smtpAccount(authServer.port, credentials), network());
      expect(auth).toBe(MAIL_FAILURES.auth);
      const refused = await smtpFailure(smtpAccount(relayServer.port), network(), true);
      expect(refused).toBe(`${MAIL_FAILURES.refused} (550)`);
    } finally {
      await authServer.close();
      await relayServer.close();
    }
  });

  it('times out a server that never greets', async () => {
    const silent = await startScriptedServer(null, () => '');
    try {
      expect(await smtpFailure(smtpAccount(silent.port), network(300))).toBe(MAIL_FAILURES.timeout);
    } finally {
      await silent.close();
    }
  });

  it('says only "could not connect" for a closed port and a name that does not resolve', async () => {
    const closed = await startScriptedServer(null, () => '');
    await closed.close();
    expect(await smtpFailure(smtpAccount(closed.port), network())).toBe(MAIL_FAILURES.connect);
    const nowhere: MailNetwork = {
      ...network(),
      lookup: async () => Promise.reject(Object.assign(new Error('x'), { code: 'ENOTFOUND' })),
    };
    await expect(smtpTransport(smtpAccount(25), nowhere)).rejects.toSatisfy(
      (error) => mailFailureText(error) === MAIL_FAILURES.connect,
    );
  });
});
