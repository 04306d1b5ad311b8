import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerDatabase, rowsOf, withTenant, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { createScratchDatabase, type ScratchDatabase } from '../../test/faults/system-databases';
import { insertFixtures } from '../../test/fixtures';
import { deliver, readMailbox, untilMailboxHolds } from '../../test/mail/mailboxes';
import {
  mailTestNetwork,
  settingsForMailbox,
  startMailServers,
  type MailServers,
} from '../../test/mail/mail-servers';
import { TEST_MAIL_SECRET_KEY } from '../../test/test-app';
import { writeMailSettings } from './mail-settings';
import { pollMailbox } from '.';

const SUPPORT = 'support@alpha.test';

/** Runs one poll in a child process that stops before committing the n-th message, then kill -9s it. */
async function pollAndKillBeforeCommit(url: string, pauseAt: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/mail/poll-child.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      MAIL_SECRET_KEY: TEST_MAIL_SECRET_KEY,
      PAUSE_AT: String(pauseAt),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('PAUSED')) resolve();
      if (output.includes('DONE')) reject(new Error('the poll finished without pausing'));
    });
    child.once('exit', () => reject(new Error(`the poll exited early: ${output}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe.runIf(process.env.TEST_PG_AVAILABLE === '1')(
  'kill -9 between fetching a message and committing its ticket',
  () => {
    let servers: MailServers;
    let scratch: ScratchDatabase;
    let database: Database;
    const counts = async () =>
      (
        await withTenant(database, 1, async (tx) =>
          rowsOf<{ messages: number; distinct: number; tickets: number }>(
            await tx.execute(sql`select count(*)::int as messages, count(distinct message_id)::int as distinct,
            (select count(*)::int from tickets) as tickets from incoming_messages`),
          ),
        )
      )[0]!;

    beforeAll(async () => {
      servers = await startMailServers();
      scratch = await createScratchDatabase('mailcrash');
      database = await openServerDatabase({ url: scratch.url, poolSize: 2 });
      await migrateDatabase(database);
      await insertFixtures(database);
      await withTenant(database, 1, (tx) =>
        writeMailSettings(tx, 1, settingsForMailbox(servers, SUPPORT), TEST_MAIL_SECRET_KEY, new Date()),
      );
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      await scratch?.drop();
      servers?.stop();
    });

    it('loses and doubles nothing, also when a filed message is fetched again', async () => {
      for (const n of [1, 2, 3]) {
        await deliver(servers, {
          from: `driver${n}@example.test`,
          to: SUPPORT,
          subject: `Puncture ${n}`,
          text: `Message ${n}`,
        });
      }
      await untilMailboxHolds(servers, SUPPORT, 3);

      await pollAndKillBeforeCommit(scratch.url, 2);
      // The first message was committed (its batch not yet flagged); the second died with its transaction.
      expect(await counts()).toEqual({ messages: 1, distinct: 1, tickets: 1 });
      expect((await readMailbox(servers, SUPPORT)).map((message) => message.seen)).toEqual([
        false,
        false,
        false,
      ]);

      const options = {
        database,
        secretKey: TEST_MAIL_SECRET_KEY,
        maxMessageBytes: 1_000_000,
        now: () => new Date(),
        network: mailTestNetwork(),
      };
      expect(await pollMailbox(options, 1)).toMatchObject({ fetched: 3, tickets: 2, duplicates: 1 });
      expect(await counts()).toEqual({ messages: 3, distinct: 3, tickets: 3 });

      // A crash after the commit but before the \Seen flag: the message comes back and is not filed twice.
      const again = spawn('doveadm', [
        '-c',
        `${servers.dir}/dovecot/dovecot.conf`,
        'flags',
        'remove',
        '\\Seen',
        '-u',
        SUPPORT,
        'mailbox',
        'INBOX',
        'all',
      ]);
      await new Promise((resolve) => again.once('exit', resolve));
      expect((await readMailbox(servers, SUPPORT)).every((message) => !message.seen)).toBe(true);
      expect(await pollMailbox(options, 1)).toMatchObject({ fetched: 3, duplicates: 3, tickets: 0 });
      expect(await counts()).toEqual({ messages: 3, distinct: 3, tickets: 3 });
      expect((await readMailbox(servers, SUPPORT)).every((message) => message.seen)).toBe(true);
    }, 120_000);
  },
);
