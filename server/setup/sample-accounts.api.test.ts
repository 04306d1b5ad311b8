import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../features/auth';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { testConfig } from '../test/test-app';
import { bootstrapDatabase } from './bootstrap';
import { rowsOf, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { users, warrantyClaims } from '../db/schema';

const FORMERLY_PUBLISHED = 'treaddesk-demo-2025';

async function passwordWorks(database: Database, username: string, password: string) {
  const [user] = await database.db.select().from(users).where(eq(users.username, username));
  return verifyPassword(user?.passwordHash, password);
}

describe('sample accounts and their work on a fresh install with sample data', () => {
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateDatabase(database);
    await bootstrapDatabase(database, testConfig({ SEED_SAMPLE_DATA: 'true' }), (line) => lines.push(line));
  });
  afterAll(() => database.close());

  it('give the desk owners to show: each staff member has tickets, taken on record, and open ones wait unassigned', async () => {
    const owned = rowsOf<{ tenant: string; owner: string | null; status: string; taken: string | null }>(
      await database.db.execute(sql`
        select tn.name as tenant, u.username as owner, t.status,
          (select e.actor_name from ticket_events e
            where e.ticket_id = t.id and e.kind = 'changed' and e.changes -> 'assignee' ->> 'to' = u.username
              and e.created_at >= t.created_at and e.created_at <= coalesce(t.closed_at, now())) as taken
        from tickets t join tenants tn on tn.id = t.tenant_id left join users u on u.id = t.assignee_user_id`),
    );
    const ownersOf = (tenant: string) =>
      new Set(owned.filter((row) => row.tenant === tenant && row.owner).map((row) => row.owner));
    expect(ownersOf('Demo Tyre Centre')).toEqual(new Set(['maria.lopez', 'sam.carter']));
    expect(ownersOf('Coastal Tire & Auto')).toEqual(new Set(['lee.park']));
    for (const row of owned.filter((row) => row.owner)) expect(row.taken).toBe(row.owner);
    const open = owned.filter((row) => row.tenant === 'Demo Tyre Centre' && row.status === 'open');
    expect(open.filter((row) => row.owner === null).length).toBeGreaterThan(5);
    expect(open.filter((row) => row.owner !== null).length).toBeGreaterThan(0);
  });

  it('include a portal account of a sample dealer that has claims', async () => {
    const [account] = rowsOf<{ role: string; claims: number }>(
      await database.db.execute(sql`select u.role, (select count(*)::int from warranty_claims c
          join tickets t on t.id = c.ticket_id where t.dealer_id = u.dealer_id) as claims
        from users u where u.username = 'dealer.desk'`),
    );
    expect(account).toMatchObject({ role: 'dealer' });
    expect(account!.claims).toBeGreaterThan(0);
  });

  it('get random passwords, printed once each, and the published one signs in nowhere', async () => {
    for (const username of ['maria.lopez', 'sam.carter', 'lee.park', 'dealer.desk']) {
      const printed = lines.filter((line) => line.startsWith(`Sample account ${username} `));
      expect(printed).toHaveLength(1);
      const password = /password: (\S+)$/.exec(printed[0]!)![1]!;
      expect(password).not.toBe(FORMERLY_PUBLISHED);
      expect(await passwordWorks(database, username, password)).toBe(true);
      expect(await passwordWorks(database, username, FORMERLY_PUBLISHED)).toBe(false);
    }
  });
});

describe('sample accounts with SAMPLE_PASSWORD (tests)', () => {
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateDatabase(database);
    const config = testConfig({ SEED_SAMPLE_DATA: 'true', SAMPLE_PASSWORD: 'sample-accounts-password' });
    await bootstrapDatabase(database, config, (line) => lines.push(line));
  });
  afterAll(() => database.close());

  it('all sign in with it, and no password is printed', async () => {
    expect(await passwordWorks(database, 'maria.lopez', 'sample-accounts-password')).toBe(true);
    expect(await passwordWorks(database, 'lee.park', 'sample-accounts-password')).toBe(true);
    expect(lines.filter((line) => line.startsWith('Sample account'))).toEqual([]);
  });

  it('judge the sample claims as filed claims are: a DOT serial shared is flagged on every claim holding it', async () => {
    const claims = await database.db
      .select({
        id: warrantyClaims.id,
        tenantId: warrantyClaims.tenantId,
        dot: warrantyClaims.dotSerial,
        signals: warrantyClaims.signals,
      })
      .from(warrantyClaims);
    const keyOf = (claim: (typeof claims)[number]) => `${claim.tenantId} ${claim.dot}`;
    const holders = new Map<string, number[]>();
    for (const claim of claims)
      if (claim.dot) holders.set(keyOf(claim), [...(holders.get(keyOf(claim)) ?? []), claim.id]);
    for (const claim of claims) {
      const twins = (holders.get(keyOf(claim)) ?? []).filter((id) => id !== claim.id);
      const flagged = claim.signals.find((signal) => signal.kind === 'duplicate_dot')?.claimIds ?? [];
      expect([...flagged].sort()).toEqual([...twins].sort());
    }
    // The sample draws serials from a few plants and weeks, so some are shared and the check bites.
    expect([...holders.values()].filter((ids) => ids.length > 1).length).toBeGreaterThan(0);
  });

  it("show customers' e-mail replies: one reopened a closed ticket, others wait for their owners", async () => {
    const waiting = rowsOf<{
      tenant: number;
      status: string;
      owner: number | null;
      reopenedBy: string | null;
    }>(
      await database.db.execute(sql`
        select t.tenant_id as tenant, t.status, t.assignee_user_id as owner,
          (select e.actor_name from ticket_events e where e.ticket_id = t.id and e.kind = 'changed'
            and e.changes -> 'status' ->> 'from' = 'closed') as "reopenedBy"
        from tickets t
        where t.new_reply_at is not null
          and exists (select 1 from incoming_messages m where m.ticket_id = t.id and m.created_at = t.new_reply_at)`),
    );
    expect(waiting.length).toBeGreaterThanOrEqual(4);
    expect(waiting.every((row) => row.owner !== null && row.status !== 'closed')).toBe(true);
    expect(waiting.filter((row) => row.reopenedBy !== null).length).toBeGreaterThanOrEqual(1);
  });

  it("give Reports customers' ratings, as the survey flow leaves them (decision 091)", async () => {
    const ratings = rowsOf<{
      tenant: string;
      score: number;
      closed: boolean;
      sameClose: boolean;
      forOwner: boolean;
      inOrder: boolean;
    }>(
      await database.db.execute(sql`
        select tn.name as tenant, s.score, t.status = 'closed' as closed,
          s.closed_at = t.closed_at as "sameClose", s.agent_user_id = t.assignee_user_id as "forOwner",
          (s.closed_at <= s.sent_at and s.sent_at <= s.answered_at and s.answered_at < s.expires_at
            and s.token_hash is not null) as "inOrder"
        from satisfaction_surveys s join tickets t on t.id = s.ticket_id join tenants tn on tn.id = s.tenant_id
        where s.status = 'answered'`),
    );
    const demo = ratings.filter((row) => row.tenant === 'Demo Tyre Centre');
    expect(demo.length).toBeGreaterThanOrEqual(3);
    expect(new Set(demo.map((row) => row.score)).size).toBeGreaterThan(1);
    for (const row of ratings)
      expect(row).toMatchObject({ closed: true, forOwner: true, inOrder: true, sameClose: true });
  });
});
