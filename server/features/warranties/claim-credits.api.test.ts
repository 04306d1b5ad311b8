import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView } from '../../../domain/api-types';
import type { ClaimEvent } from '../../../domain/claim-workflow';
import { rowsOf, withTenant } from '../../db/client';
import { CLAIM_ROLES, claimInState, ledgerOf, recordCounts, storedClaim } from '../../test/claim-states';
import { createDealerVia, createTicketVia } from '../../test/factories';
import { TENANTS, USERS, type FixtureUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The credit ledger (docs/decisions/069-credit-ledger.md): credits, reversals and credit notes. */
describe('crediting and reversing a claim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const move = async (who: FixtureUser, id: number, body: Record<string, unknown>) =>
    (await t.signIn(who)).post<ClaimEvent[]>(`/api/warranties/${id}/transitions`, body);

  it("writes the credit to the ledger with the claim's adjustment number, amount and dealer", async () => {
    const agent = await t.signIn('user');
    const dealer = await createDealerVia(agent, { dealerName: 'Fenwick Tyre Centre' });
    const ticket = await createTicketVia(agent, { customer: undefined, dealerId: dealer.id });
    const claim = await claimInState(t, 'authorized', { ticketId: ticket.id });
    const credited = await move('tenantAdmin', claim.id, { to: 'credited' });
    expect(credited.status).toBe(200);
    expect(credited.body.at(-1)).toMatchObject({
      fromStatus: 'authorized',
      toStatus: 'credited',
      credit: { kind: 'credit', number: claim.claimTicketAdjustmentNumber, amountCents: 15_754 },
    });
    expect(await ledgerOf(t, claim.id)).toEqual([
      {
        kind: 'credit',
        number: claim.claimTicketAdjustmentNumber,
        amount_cents: 15_754,
        dealer_id: dealer.id,
        user_name: USERS.tenantAdmin.username,
        reason: null,
      },
    ]);
    const view = (await agent.get<ClaimView>(`/api/warranties/${claim.id}`)).body;
    expect(view.claim.creditedAt).not.toBeNull();
    expect(view.claim.authorizedCents).toBe(15_754);
    expect(view.credits).toMatchObject([{ kind: 'credit', dealerId: dealer.id, amountCents: 15_754 }]);
  });

  it('credits the dealer the claim names over its ticket’s dealer', async () => {
    const agent = await t.signIn('user');
    const named = await createDealerVia(agent, { dealerName: 'Harrow Road Wheels' });
    const claim = await claimInState(t, 'authorized', { creditedDealerId: named.id });
    await move('tenantAdmin', claim.id, { to: 'credited' });
    expect((await ledgerOf(t, claim.id))[0]!.dealer_id).toBe(named.id);
  });

  it('refuses to credit a claim without an amount or an adjustment number, writing nothing', async () => {
    for (const fields of [{ sellingPriceCents: null }, { claimTicketAdjustmentNumber: null }]) {
      const claim = await claimInState(t, 'authorized', fields);
      const before = await storedClaim(t, claim.id);
      const refused = await move('tenantAdmin', claim.id, { to: 'credited' });
      expect(refused.status, JSON.stringify(fields)).toBe(409);
      expect(await storedClaim(t, claim.id)).toBe(before);
      expect(await ledgerOf(t, claim.id)).toEqual([]);
    }
  });

  for (const who of CLAIM_ROLES) {
    it(`reversal by ${who}`, async () => {
      const claim = await claimInState(t, 'credited');
      const before = await storedClaim(t, claim.id);
      const counts = await recordCounts(t, claim.id);
      const response = await move(who, claim.id, { to: 'reversed', reason: 'Credited to the wrong dealer' });
      const expected = { user: 403, tenantAdmin: 200, globalAdmin: 200, bravoAdmin: 404 }[who as string];
      expect(response.status, response.text).toBe(expected);
      const ledger = await ledgerOf(t, claim.id);
      if (response.status !== 200) {
        expect(await storedClaim(t, claim.id)).toBe(before);
        expect(await recordCounts(t, claim.id)).toEqual(counts);
        expect(ledger.map((row) => row.kind)).toEqual(['credit']);
        return;
      }
      expect(ledger).toEqual([
        expect.objectContaining({
          kind: 'credit',
          amount_cents: 15_754,
          number: claim.claimTicketAdjustmentNumber,
        }),
        expect.objectContaining({
          kind: 'reversal',
          amount_cents: -15_754,
          number: expect.stringMatching(/^CN-\d{6}$/),
          reason: 'Credited to the wrong dealer',
          user_name: USERS[who].username,
        }),
      ]);
      const step = response.body.at(-1)!;
      expect(step).toMatchObject({
        kind: 'reversal',
        fromStatus: 'credited',
        toStatus: 'reversed',
        credit: { kind: 'reversal', number: ledger[1]!.number, amountCents: -15_754 },
      });
      const view = (await (await t.signIn('user')).get<ClaimView>(`/api/warranties/${claim.id}`)).body;
      expect(view.claim).toMatchObject({ workflowStatus: 'reversed', creditCents: 15_754 });
      expect(view.credits.map((row) => row.amountCents)).toEqual([15_754, -15_754]);
    });
  }

  it('asks a reason, reverses only a credited claim, and only once', async () => {
    const claim = await claimInState(t, 'credited');
    const noReason = await move('tenantAdmin', claim.id, { to: 'reversed' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ fieldErrors: { reason: [expect.any(String)] } });
    expect((await move('tenantAdmin', claim.id, { to: 'reversed', reason: 'Duplicate' })).status).toBe(200);
    expect((await move('tenantAdmin', claim.id, { to: 'reversed', reason: 'Again' })).status).toBe(409);
    const authorized = await claimInState(t, 'authorized');
    expect((await move('tenantAdmin', authorized.id, { to: 'reversed', reason: 'Not yet' })).status).toBe(
      409,
    );
    expect(await ledgerOf(t, authorized.id)).toEqual([]);
  });

  it('gives concurrent reversals distinct credit-note numbers, and each tenant its own series', async () => {
    const claims = [];
    for (let i = 0; i < 6; i += 1) claims.push(await claimInState(t, 'credited'));
    const admin = await t.signIn('tenantAdmin');
    const answers = await Promise.all(
      claims.map((claim) =>
        admin.post(`/api/warranties/${claim.id}/transitions`, { to: 'reversed', reason: 'Batch re-issued' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(claims.map(() => 200));
    const numbers = rowsOf<{ number: string }>(
      await t.database.db.execute(
        sql`select number from claim_credits where kind = 'reversal' and tenant_id = ${TENANTS.alpha.id}`,
      ),
    ).map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBeGreaterThanOrEqual(claims.length);

    const bravo = await t.signIn('bravoUser');
    const bravoAdmin = await t.signIn('bravoAdmin');
    const ticket = await createTicketVia(bravo);
    const bravoClaim = (
      await bravo.post<{ id: number }>('/api/warranties', {
        ticketId: ticket.id,
        claimTicketAdjustmentNumber: 'BR-55-01',
        sellingPriceCents: 9_950,
        calculatedPercent: '12',
      })
    ).body;
    for (const to of ['pending_authorization', 'authorized', 'credited', 'reversed'])
      await bravoAdmin.post(`/api/warranties/${bravoClaim.id}/transitions`, { to, reason: 'Test of series' });
    expect((await ledgerOf(t, bravoClaim.id))[1]).toMatchObject({
      number: 'CN-000001',
      amount_cents: -8_756,
    });
  });

  it('keeps the ledger append-only for the app and for the table owner', async () => {
    const claim = await claimInState(t, 'credited');
    /** Why the database refused a statement (the driver's error, under the ORM's). */
    const refusal = async (run: () => Promise<unknown>) => {
      try {
        await run();
        return 'done';
      } catch (error) {
        const { cause, message } = error as Error & { cause?: Error };
        return cause?.message ?? message;
      }
    };
    const asApp = (statement: ReturnType<typeof sql>) => () =>
      withTenant(t.database, TENANTS.alpha.id, (tx) => tx.execute(statement));
    const asOwner = (statement: ReturnType<typeof sql>) => () => t.database.db.execute(statement);
    const change = sql`update claim_credits set amount_cents = 1 where claim_id = ${claim.id}`;
    const removal = sql`delete from claim_credits where claim_id = ${claim.id}`;
    expect(await refusal(asApp(change))).toMatch(/permission denied/);
    expect(await refusal(asApp(removal))).toMatch(/permission denied/);
    expect(await refusal(asOwner(change))).toMatch(/append-only/);
    expect(await refusal(asOwner(removal))).toMatch(/append-only/);
    expect((await ledgerOf(t, claim.id))[0]!.amount_cents).toBe(15_754);
  });

  it('keeps decided claims and their ledger when a ticket or a dealer would take them', async () => {
    const agent = await t.signIn('user');
    const dealer = await createDealerVia(agent, { dealerName: 'Ossory Tyre Depot' });
    const ticket = await createTicketVia(agent, { customer: undefined, dealerId: dealer.id });
    const claim = await claimInState(t, 'credited', { ticketId: ticket.id });
    // The ticket moves to another dealer: the ledger still names the one credited.
    const other = await createDealerVia(agent);
    expect((await agent.patch(`/api/tickets/${ticket.id}`, { dealerId: other.id })).status).toBe(200);
    const refused = await agent.delete(`/api/dealers/${dealer.id}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toContain('1 claim credited');
    await expect(t.database.db.execute(sql`delete from tickets where id = ${ticket.id}`)).rejects.toThrow();
    expect(await storedClaim(t, claim.id)).toBeDefined();
    expect(await ledgerOf(t, claim.id)).toHaveLength(1);
  });
});
