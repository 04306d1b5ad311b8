import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { logTail, MAILBOX_PASSWORD, type MailServers } from './mail-servers';

/** Sends a message through the test Postfix, as a customer's mail program would. */
export async function deliver(
  servers: MailServers,
  message: Mail.Options | { raw: string | Buffer; envelope: { from: string; to: string } },
) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: servers.smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    return await transport.sendMail(message as Mail.Options);
  } finally {
    transport.close();
  }
}

/** Every message in a mailbox, parsed, with whether it is flagged seen. */
export async function readMailbox(
  servers: MailServers,
  user: string,
): Promise<(ParsedMail & { seen: boolean })[]> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: servers.imapPort,
    secure: false,
    auth: { user, pass: MAILBOX_PASSWORD },
    logger: false,
  });
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  const messages: (ParsedMail & { seen: boolean })[] = [];
  try {
    if (client.mailbox && client.mailbox.exists > 0) {
      for await (const item of client.fetch('1:*', { source: true, flags: true })) {
        messages.push({ ...(await simpleParser(item.source!)), seen: item.flags?.has('\\Seen') ?? false });
      }
    }
  } finally {
    lock.release();
    await client.logout();
  }
  return messages;
}

/** Waits until Postfix has handed the mailbox `count` messages (delivery is asynchronous). */
export async function untilMailboxHolds(servers: MailServers, user: string, count: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const messages = await readMailbox(servers, user);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) {
      const postfix = logTail(`${servers.dir}/postfix.log`, 1500);
      throw new Error(`${user} holds ${messages.length} messages, expected ${count}; Postfix:\n${postfix}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
