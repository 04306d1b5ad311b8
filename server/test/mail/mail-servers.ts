import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../env';
import { mailNetworkOf } from '../../features/mail';

/**
 * Debian's Postfix (SMTP) and Dovecot (IMAP, and LMTP for Postfix to deliver into) on free local
 * ports with a throwaway configuration. Every address at the test domains is a mailbox; every
 * mailbox's password is MAILBOX_PASSWORD. `scripts/ensure-test-packages.sh` installs them.
 */
export const MAILBOX_PASSWORD = 'mailbox-secret';
export const MAIL_DOMAINS = ['alpha.test', 'bravo.test', 'example.test'];

/** The servers listen on loopback, which the product refuses unless the operator allows it. */
export const MAIL_TEST_ENV = { MAIL_ALLOWED_NETWORKS: '127.0.0.0/8' };
export const mailTestNetwork = () => mailNetworkOf(loadConfig(MAIL_TEST_ENV));

export type MailServers = {
  smtpPort: number;
  imapPort: number;
  dir: string;
  stopSmtp(): void;
  startSmtp(): Promise<void>;
  stop(): void;
};

/** A tenant's mail settings that send through these servers from `address`, and read no mailbox. */
export function settingsForSending(servers: MailServers, address: string, name?: string) {
  return {
    supportAddress: address,
    ...(name ? { supportName: name } : {}),
    smtpHost: '127.0.0.1',
    smtpPort: servers.smtpPort,
  };
}

/** A tenant's mail settings that send through these servers and read the mailbox of `address`. */
export function settingsForMailbox(servers: MailServers, address: string) {
  return {
    ...settingsForSending(servers, address),
    imapHost: '127.0.0.1',
    imapPort: servers.imapPort,
    imapUser: address,
    imapPassword: MAILBOX_PASSWORD,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The end of a daemon's log, for an error that says why it failed. */
export function logTail(file: string, chars = 2000): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-chars) : '(no log)';
}

/** The first line a server sends on a new connection, or null when none answers. */
function greetingOn(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = '';
    const finish = (line: string | null) => {
      socket.destroy();
      resolve(line);
    };
    socket.setTimeout(5000, () => finish(null));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\n');
      if (end >= 0) finish(received.slice(0, end).trim());
    });
    socket.once('error', () => finish(null));
    socket.once('close', () => finish(null));
  });
}

/**
 * Resolves once this instance greets on the port (the daemons fork before listening). Another
 * server that took the port in the meantime greets with another name: that is a failure to start,
 * not a server to send the test's mail to.
 */
async function greeting(port: number, ours: string, what: string, log: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const line = await greetingOn(port);
    if (line?.includes(ours)) return;
    if (Date.now() > deadline || line !== null) {
      const heard = line === null ? 'nothing answered' : `another server answered: ${line}`;
      throw new Error(`${what} did not start on port ${port} (${heard}):\n${logTail(log)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return result.status ?? 1;
}

function writeDovecot(dir: string, name: string, imapPort: number, lmtpPort: number) {
  const conf = `login_greeting = ${name} ready.
base_dir = ${dir}/dovecot/run
state_dir = ${dir}/dovecot/state
log_path = ${dir}/dovecot.log
protocols = imap lmtp
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
mail_location = maildir:~/Maildir
passdb {
  driver = static
  args = password=${MAILBOX_PASSWORD}
}
userdb {
  driver = static
  args = uid=dovecot gid=dovecot home=${dir}/mail/%Lu
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${imapPort}
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = ${lmtpPort}
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0600
  }
  unix_listener stats-writer {
    mode = 0600
  }
}
`;
  fs.mkdirSync(`${dir}/dovecot`, { recursive: true });
  fs.writeFileSync(`${dir}/dovecot/dovecot.conf`, conf);
}

const MASTER_SERVICES = `pickup unix n - n 60 1 pickup
cleanup unix n - n - 0 cleanup
qmgr unix n - n 300 1 qmgr
rewrite unix - - n - - trivial-rewrite
bounce unix - - n - 0 bounce
defer unix - - n - 0 bounce
trace unix - - n - 0 bounce
verify unix - - n - 1 verify
flush unix n - n 1000? 0 flush
proxymap unix - - n - - proxymap
smtp unix - - n - - smtp
relay unix - - n - - smtp
showq unix n - n - - showq
error unix - - n - - error
retry unix - - n - - error
discard unix - - n - - discard
lmtp unix - - n - - lmtp
anvil unix - - n - 1 anvil
scache unix - - n - 1 scache
postlog unix-dgram n - n - 1 postlogd
`;

function writePostfix(dir: string, name: string, smtpPort: number, lmtpPort: number) {
  const main = `compatibility_level = 3.6
queue_directory = ${dir}/postfix-queue
data_directory = ${dir}/postfix-data
mail_owner = postfix
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
myhostname = ${name}
mydestination =
mynetworks = 127.0.0.0/8
virtual_mailbox_domains = ${MAIL_DOMAINS.join(', ')}
virtual_transport = lmtp:inet:127.0.0.1:${lmtpPort}
smtpd_relay_restrictions = permit_mynetworks, reject_unauth_destination
message_size_limit = 104857600
maillog_file_prefixes = ${dir}
maillog_file = ${dir}/postfix.log
smtputf8_enable = no
# Test clients are on loopback: no name lookups, which stall where no DNS server answers.
smtpd_peername_lookup = no
biff = no
alias_maps =
alias_database =
`;
  fs.mkdirSync(`${dir}/postfix`, { recursive: true });
  fs.mkdirSync(`${dir}/postfix-data`, { recursive: true });
  fs.mkdirSync(`${dir}/postfix-queue`, { recursive: true });
  fs.chownSync(`${dir}/postfix-data`, uidOf('postfix'), 0);
  fs.writeFileSync(`${dir}/postfix/main.cf`, main);
  fs.writeFileSync(
    `${dir}/postfix/master.cf`,
    `127.0.0.1:${smtpPort} inet n - n - - smtpd\n${MASTER_SERVICES}`,
  );
}

function uidOf(user: string): number {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${user}:`));
  if (!line) throw new Error(`No ${user} user: run scripts/ensure-test-packages.sh`);
  return Number(line.split(':')[2]);
}

export async function startMailServers(): Promise<MailServers> {
  if (process.getuid?.() !== 0)
    throw new Error('The mail server tests start Postfix and Dovecot and need root');
  // Free ports are chosen before the daemons bind them: another process may take one first.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePorts();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function startOnFreePorts(): Promise<MailServers> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'treaddesk-mail-'));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(`${dir}/mail`);
  fs.chownSync(`${dir}/mail`, uidOf('dovecot'), uidOf('dovecot'));
  // Each instance greets by its own name, so a test never mistakes another test's server for its own.
  const name = `mail-${path.basename(dir).slice('treaddesk-mail-'.length).toLowerCase()}.test`;
  const [smtpPort, imapPort, lmtpPort] = [await freePort(), await freePort(), await freePort()];
  writeDovecot(dir, name, imapPort, lmtpPort);
  writePostfix(dir, name, smtpPort, lmtpPort);
  const stopSmtp = () => {
    run('postfix', ['-c', `${dir}/postfix`, 'abort']);
  };
  const stop = () => {
    stopSmtp();
    run('doveadm', ['-c', `${dir}/dovecot/dovecot.conf`, 'stop']);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const startSmtp = async () => {
    const status = run('postfix', ['-c', `${dir}/postfix`, 'start']);
    await greeting(smtpPort, name, `Postfix (start exited ${status})`, `${dir}/postfix.log`);
  };
  try {
    if (run('dovecot', ['-c', `${dir}/dovecot/dovecot.conf`]) !== 0)
      throw new Error(`Dovecot did not start:\n${logTail(`${dir}/dovecot.log`)}`);
    await greeting(imapPort, name, 'Dovecot', `${dir}/dovecot.log`);
    await startSmtp();
  } catch (error) {
    stop();
    throw error;
  }
  return { smtpPort, imapPort, dir, startSmtp, stopSmtp, stop };
}
