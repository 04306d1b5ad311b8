import { eq, sql } from 'drizzle-orm';
import { startFakeTwilio, type FakeTwilio } from '../../../fakes/twilio/fake-twilio';
import { rowsOf, withTenant } from '../../db/client';
import { mailSettings, tenants, transcripts, users } from '../../db/schema';
import { hashPassword } from '../../features/auth';
import { CUSTOMER_LINE, TWILIO } from '../telephony/telephony-test-setup';
import { createCustomerVia, createDealerVia, createTicketVia } from '../factories';
import { pdfBytes } from '../files/sample-files';
import { FIXTURE_PASSWORD, TENANTS, USERS } from '../fixtures';
import { TestClient } from '../http-client';
import { createTestApp, type TestApp } from '../test-app';
import { buildPools, type FuzzIds } from './fuzz-pools';
import { snapshotTables, type TableSnapshot } from '../table-snapshot';

export type Role = 'anonymous' | 'user' | 'tenantAdmin' | 'globalAdmin' | 'dealer';
export const ROLES: readonly Role[] = ['anonymous', 'user', 'tenantAdmin', 'globalAdmin', 'dealer'];

/** Alpha's dealer account, of the pools' first dealer: made afresh with the pools. */
const FUZZ_DEALER = { username: 'fuzz.dealer', email: 'fuzz.dealer@alpha.test' };

/** The provider secrets the app is configured with (the log canaries replace them). */
export type ProviderSecrets = { webhookSecret: string; twilioAuthToken: string; twilioApiKeySecret: string };

const DEFAULT_SECRETS: ProviderSecrets = {
  webhookSecret: 'wsec_fuzz_webhook_secret',
  twilioAuthToken: TWILIO.authToken,
  twilioApiKeySecret: TWILIO.apiKeySecret,
};

export type FuzzEnvOptions = {
  secrets?: ProviderSecrets;
  env?: Record<string, string>;
  logStream?: NodeJS.WritableStream;
};

export type FuzzEnv = {
  t: TestApp;
  secrets: ProviderSecrets;
  twilio: FakeTwilio;
  ids: FuzzIds;
  cookies: Record<Role, string | undefined>;
  /**
   * Puts back the fixture accounts, tenants, sessions and pools a previous route may have changed:
   * built once through the API, then restored from a snapshot of every table.
   */
  refresh(): Promise<void>;
  /**
   * Before a route: refreshes when the route before it could have changed something (anything but
   * a GET), so a run of reads shares one set-up.
   */
  prepareFor(route: { method: string }): Promise<void>;
  /** A digest of every business row Bravo owns: must never change while Alpha's callers fuzz. */
  bravoFingerprint(): Promise<string>;
  close(): Promise<void>;
};

/** Every one of Bravo's records carries this text: it must never appear in an answer to Alpha. */
export const BRAVO_MARKER = 'bravo secret';

/** Every business row of a tenant, as text, hashed: unchanged means untouched. */
export async function tenantFingerprint(t: TestApp, tenantId: number): Promise<string> {
  const tables = [
    'tickets',
    'customers',
    'dealers',
    'notes',
    'warranty_claims',
    'claim_events',
    'claim_settings',
    'claim_credits',
    'claim_messages',
    'notifications',
    'notice_mail_choices',
    'satisfaction_surveys',
    'account_invitations',
    'warranty_programmes',
    'tags',
    'ticket_tags',
    'ticket_views',
    'attachments',
    'transcripts',
    'call_logs',
    'macros',
  ];
  const parts = tables
    .map((table) => `select '${table}:' || x::text as row_text from ${table} x where tenant_id = ${tenantId}`)
    .join(' union all ');
  const [row] = rowsOf<{ digest: string | null }>(
    await t.database.db.execute(
      sql.raw(
        `select md5(string_agg(row_text, '|' order by row_text collate "C")) as digest from (${parts}) r`,
      ),
    ),
  );
  return row?.digest ?? 'empty';
}

async function seedBravo(t: TestApp) {
  const bravo = await t.signIn('bravoUser');
  const customer = await createCustomerVia(bravo, { firstName: 'Bravo', lastName: 'Secret' });
  const dealer = await createDealerVia(bravo, { dealerName: 'Bravo Secret Dealer' });
  const ticket = await createTicketVia(bravo, {
    subject: 'Bravo secret ticket',
    customerId: customer.id,
    customer: null,
    dealerId: dealer.id,
  });
  const note = (
    await bravo.post<{ id: number }>('/api/notes', { ticketId: ticket.id, content: 'bravo secret' })
  ).body;
  const claim = (
    await bravo.post<{ id: number }>('/api/warranties', {
      ticketId: ticket.id,
      authorizationStatusName: 'Bravo secret claim',
    })
  ).body;
  // Bravo's dealer has an account: the message below becomes its notice, with the marker in it.
  await (
    await t.signIn('bravoAdmin')
  ).post('/api/admin/users', {
    email: 'counter@bravo.test',
    username: 'bravo.counter',
    password: FIXTURE_PASSWORD,
    role: 'dealer',
    dealerId: dealer.id,
  });
  await bravo.post(`/api/warranties/${claim.id}/messages`, { body: `${BRAVO_MARKER} message to the dealer` });
  // A tag and a shared view of Bravo's, with the marker in their names (decision 089).
  const bravoAdmin = await t.signIn('bravoAdmin');
  const tag = (await bravoAdmin.post<{ id: number }>('/api/tags', { name: `${BRAVO_MARKER} tag` })).body;
  await bravo.post(`/api/tickets/${ticket.id}/tags`, { tagId: tag.id });
  await bravoAdmin.post('/api/ticket-views', { name: `${BRAVO_MARKER} view`, shared: true, query: {} });
  // Bravo's agent takes mentions by e-mail (decision 097): a fuzzed choice of Alpha's must not touch it.
  await bravo.put('/api/notifications/email', { kinds: ['note_mention'] });
  await withTenant(t.database, TENANTS.bravo.id, (tx) =>
    tx.insert(transcripts).values({
      tenantId: TENANTS.bravo.id,
      ticketId: ticket.id,
      callSid: 'CA-bravo-secret',
      transcript: 'bravo secret call',
      source: 'phone',
    }),
  );
  const [attachment] = (
    await bravo.upload<Array<{ id: number }>>(`/api/tickets/${ticket.id}/attachments?claimId=${claim.id}`, [
      { fileName: `${BRAVO_MARKER} invoice.pdf`, bytes: pdfBytes(`${BRAVO_MARKER} invoice`) },
    ])
  ).body;
  return {
    ticket: ticket.id,
    customer: customer.id,
    dealer: dealer.id,
    note: note.id,
    claim: claim.id,
    attachment: attachment!.id,
  };
}

/** An app with every feature live: Twilio against the local fake, signed ElevenLabs webhooks. */
export async function createFuzzEnv(options: FuzzEnvOptions = {}): Promise<FuzzEnv> {
  const secrets = options.secrets ?? DEFAULT_SECRETS;
  const twilio = await startFakeTwilio({
    ...TWILIO,
    authToken: secrets.twilioAuthToken,
    apiKeySecret: secrets.twilioApiKeySecret,
  });
  const t = await createTestApp({
    logStream: options.logStream,
    env: {
      ELEVENLABS_WEBHOOK_SECRET: secrets.webhookSecret,
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_API_KEY_SID: TWILIO.apiKeySid,
      TWILIO_API_KEY_SECRET: secrets.twilioApiKeySecret,
      TWILIO_AUTH_TOKEN: secrets.twilioAuthToken,
      TWILIO_TWIML_APP_SID: TWILIO.twimlAppSid,
      TWILIO_CALLER_ID: TWILIO.callerId,
      TWILIO_NUMBER_CUSTOMER: CUSTOMER_LINE,
      TWILIO_API_BASE: twilio.baseUrl,
      ...options.env,
    },
  });
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const bravo = await seedBravo(t);
  const cookies: Record<Role, string | undefined> = {
    anonymous: undefined,
    user: undefined,
    tenantAdmin: undefined,
    globalAdmin: undefined,
    dealer: undefined,
  };
  let round = 0;
  let changed = false;
  /** The state the first refresh built; later refreshes put it back instead of building it again. */
  let snapshot: TableSnapshot | undefined;

  const resetFixtures = async () => {
    const { db } = t.database;
    const fixtures = Object.values(USERS);
    // A fuzzed create or rename may have taken a fixture's name or e-mail: move it aside first.
    await db.execute(sql`update users set username = username || '-' || id, email = id || '.' || email
      where id not in ${fixtures.map((user) => user.id)}
        and (lower(username) in ${fixtures.map((user) => user.username)} or email in ${fixtures.map((user) => user.email)})`);
    for (const user of fixtures) {
      const values = { ...user, passwordHash, isDisabled: false };
      await db.insert(users).values(values).onConflictDoUpdate({ target: users.id, set: values });
    }
    for (const tenant of Object.values(TENANTS)) {
      const values = { ...tenant, isActive: true };
      await db.insert(tenants).values(values).onConflictDoUpdate({ target: tenants.id, set: values });
    }
    await db.execute(sql`update tenants set subdomain = 'fuzz-' || id where subdomain = 'demo'`);
    // Tenants that earlier routes made (the pools' empty ones, fuzzed creations) are switched off, so
    // a search across tenants reads the same few on every route rather than a list that keeps growing.
    const fixtureTenants = Object.values(TENANTS).map((tenant) => tenant.id);
    await db.execute(
      sql`update tenants set is_active = false where id not in ${fixtureTenants} and is_active`,
    );
    await db.execute(sql`delete from login_attempts`);
    // A fuzzed mail set-up is undone: an invitation, sent at once, then always meets a tenant without mail.
    await withTenant(t.database, TENANTS.alpha.id, (tx) =>
      tx.delete(mailSettings).where(eq(mailSettings.tenantId, TENANTS.alpha.id)),
    );
  };

  /** The pools' first dealer gets an account, and the first ticket (with claims[0] and the files on it). */
  const dealerAccount = async (ids: FuzzIds) => {
    const dealerId = ids.alpha.dealers[0]!;
    await t.database.db.execute(
      sql`update tickets set dealer_id = ${dealerId} where id = ${ids.alpha.tickets[0]!}`,
    );
    const values = {
      ...FUZZ_DEALER,
      passwordHash,
      role: 'dealer' as const,
      tenantId: TENANTS.alpha.id,
      dealerId,
    };
    await t.database.db
      .insert(users)
      .values(values)
      .onConflictDoUpdate({ target: users.username, set: { ...values, isDisabled: false } });
  };

  const signIn = async (role: Exclude<Role, 'anonymous'>) => {
    round += 1;
    const client = new TestClient(t.app);
    const username = role === 'dealer' ? FUZZ_DEALER.username : USERS[role].username;
    const response = await client.post(
      '/api/auth/login',
      { username, password: FIXTURE_PASSWORD },
      { remoteAddress: `10.250.${Math.floor(round / 250) % 250}.${round % 250}` },
    );
    if (response.status !== 200)
      throw new Error(`fuzz sign-in as ${role}: ${response.status} ${response.text}`);
    return client;
  };

  const fuzzEnv: FuzzEnv = {
    t,
    secrets,
    twilio,
    cookies,
    ids: undefined as unknown as FuzzIds,
    async refresh() {
      if (snapshot) return snapshot.restore();
      await resetFixtures();
      const staff = await signIn('user');
      cookies.user = staff.cookie;
      cookies.tenantAdmin = (await signIn('tenantAdmin')).cookie;
      cookies.globalAdmin = (await signIn('globalAdmin')).cookie;
      fuzzEnv.ids = await buildPools(t, staff, bravo, passwordHash);
      await dealerAccount(fuzzEnv.ids);
      cookies.dealer = (await signIn('dealer')).cookie;
      snapshot = await snapshotTables(t.database);
    },
    async prepareFor(route) {
      if (changed) await fuzzEnv.refresh();
      changed = route.method !== 'GET';
    },
    bravoFingerprint: () => tenantFingerprint(t, TENANTS.bravo.id),
    async close() {
      await t.close();
      await twilio.close();
    },
  };
  await fuzzEnv.refresh();
  return fuzzEnv;
}
