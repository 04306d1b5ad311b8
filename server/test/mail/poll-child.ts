/**
 * One mailbox poll in a process of its own, for the crash test: with PAUSE_AT=n it stops inside
 * the n-th message's transaction, before the commit, prints PAUSED and waits to be killed.
 */
import { openServerDatabase } from '../../db/client';
import { pollMailbox } from '../../features/mail';
import { mailTestNetwork } from './mail-servers';

const database = await openServerDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 });
const pauseAt = Number(process.env.PAUSE_AT ?? 0);
let filed = 0;
await pollMailbox(
  {
    database,
    secretKey: process.env.MAIL_SECRET_KEY,
    maxMessageBytes: 1_000_000,
    now: () => new Date(),
    network: mailTestNetwork(),
    beforeCommit: async () => {
      filed += 1;
      if (filed !== pauseAt) return;
      process.stdout.write('PAUSED\n');
      await new Promise(() => {});
    },
  },
  1,
);
process.stdout.write('DONE\n');
await database.close();
