import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimView, User } from '../../../domain/api-types';
import { DEFAULT_CLAIM_SETTINGS, FOUR_EYES_REFUSAL, type ClaimSettings } from '../../../domain/claim-policy';
import type { BulkTransitionResult } from '../../../domain/claim-workflow';
import { claimInState, storedClaim } from '../../test/claim-states';
import { FIXTURE_PASSWORD, TENANTS, USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Who may authorize a claim: four-eyes, agents who may authorize, and their limit (decision 068). */
describe('authorizing under the tenant policy', () => {
  let t: TestApp;
  let admin: TestClient;
  let secondAgent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('tenantAdmin');
    const created = await admin.post<User>('/api/admin/users', {
      email: 'ines.okafor@alpha.test',
      username: 'ines.okafor',
      password: FIXTURE_PASSWORD,
      tenantId: TENANTS.alpha.id,
    });
    expect(created.status).toBe(201);
    secondAgent = t.anonymous();
    await secondAgent.post('/api/auth/login', { username: 'ines.okafor', password: FIXTURE_PASSWORD });
  });
  afterEach(async () => {
    await admin.patch('/api/warranties/settings', DEFAULT_CLAIM_SETTINGS);
  });
  afterAll(() => t.close());

  const authorize = (client: TestClient, id: number, extra: Record<string, unknown> = {}) =>
    client.post(`/api/warranties/${id}/transitions`, { to: 'authorized', ...extra });

  it('reads and changes the settings: defaults, a partial change, validation and roles', async () => {
    const agent = await t.signIn('user');
    expect((await agent.get<ClaimSettings>('/api/warranties/settings')).body).toEqual(DEFAULT_CLAIM_SETTINGS);
    const changed = await admin.patch<ClaimSettings>('/api/warranties/settings', {
      agentsMayAuthorize: true,
      agentAuthorizationLimitCents: 32_500,
    });
    expect(changed.body).toEqual({
      ...DEFAULT_CLAIM_SETTINGS,
      agentsMayAuthorize: true,
      agentAuthorizationLimitCents: 32_500,
    });
    expect((await agent.patch('/api/warranties/settings', { fourEyes: false })).status).toBe(403);
    const bad = await admin.patch('/api/warranties/settings', {
      fourEyes: 'no',
      agentAuthorizationLimitCents: -1,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'agentAuthorizationLimitCents',
      'fourEyes',
    ]);
    const bravo = await t.signIn('bravoUser');
    expect((await bravo.get<ClaimSettings>('/api/warranties/settings')).body).toEqual(DEFAULT_CLAIM_SETTINGS);
  });

  it('four-eyes: whoever filed or last changed the money cannot authorize; off, they can', async () => {
    const filedByAdmin = await claimInState(t, 'draft');
    const own = await admin.post<{ id: number }>('/api/warranties', {
      ticketId: filedByAdmin.ticketId,
      sellingPriceCents: 8_800,
    });
    await admin.post(`/api/warranties/${own.body.id}/transitions`, { to: 'pending_authorization' });
    const before = await storedClaim(t, own.body.id);
    const refused = await authorize(admin, own.body.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: FOUR_EYES_REFUSAL });
    expect(await storedClaim(t, own.body.id)).toBe(before);
    expect((await authorize(await t.signIn('globalAdmin'), own.body.id)).status).toBe(200);

    // An admin who changed a draft's money filed by an agent is its money's author.
    const edited = await claimInState(t, 'draft');
    await admin.patch(`/api/warranties/${edited.id}`, { taxCents: 1_915 });
    await admin.post(`/api/warranties/${edited.id}/transitions`, { to: 'pending_authorization' });
    expect((await authorize(admin, edited.id)).status).toBe(403);
    await admin.patch('/api/warranties/settings', { fourEyes: false });
    expect((await authorize(admin, edited.id)).status).toBe(200);
  });

  it('agents authorize only where the tenant lets them, within its limit, and not their own claims', async () => {
    const claim = await claimInState(t, 'pending_authorization');
    const refused = await authorize(secondAgent, claim.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Only a tenant admin may authorize claims' });
    await admin.patch('/api/warranties/settings', {
      agentsMayAuthorize: true,
      agentAuthorizationLimitCents: 15_000,
    });
    const overLimit = await authorize(secondAgent, claim.id);
    expect(overLimit.status).toBe(403);
    expect(overLimit.body).toMatchObject({ message: 'Credits above $150.00 need a tenant admin' });
    await admin.patch('/api/warranties/settings', { agentAuthorizationLimitCents: 15_754 });
    const ownClaim = await authorize(await t.signIn('user'), claim.id);
    expect(ownClaim.status).toBe(403);
    expect(ownClaim.body).toMatchObject({ message: FOUR_EYES_REFUSAL });
    const goodwill = await authorize(secondAgent, claim.id, { goodwill: true, reason: 'Loyal customer' });
    expect(goodwill.status).toBe(403);
    expect(goodwill.body).toMatchObject({ message: 'Only a tenant admin may authorize a claim as goodwill' });
    expect((await authorize(secondAgent, claim.id)).status).toBe(200);
    // Agents still do not deny, credit or reopen.
    expect(
      (await secondAgent.post(`/api/warranties/${claim.id}/transitions`, { to: 'credited' })).status,
    ).toBe(403);
  });

  it('skips in bulk the claims the admin may not authorize, saying why', async () => {
    const byAgent = await claimInState(t, 'pending_authorization');
    const own = await admin.post<{ id: number }>('/api/warranties', {
      ticketId: byAgent.ticketId,
      sellingPriceCents: 5_600,
    });
    await admin.post(`/api/warranties/${own.body.id}/transitions`, { to: 'pending_authorization' });
    const result = await admin.post<BulkTransitionResult>('/api/warranties/bulk-transition', {
      ids: [byAgent.id, own.body.id],
      to: 'authorized',
    });
    expect(result.body).toEqual({
      changed: [byAgent.id],
      skipped: [{ id: own.body.id, reason: FOUR_EYES_REFUSAL }],
    });
  });

  it('authorizes as goodwill with a reason, marking the claim and its history', async () => {
    const claim = await claimInState(t, 'pending_authorization');
    const noReason = await authorize(admin, claim.id, { goodwill: true });
    expect(noReason.status).toBe(400);
    const notAuthorizing = await admin.post(`/api/warranties/${claim.id}/transitions`, {
      to: 'denied',
      reason: 'x',
      goodwill: true,
    });
    expect(notAuthorizing.status).toBe(400);
    const granted = await authorize(admin, claim.id, {
      goodwill: true,
      reason: 'Loyal fleet customer, 9 years',
    });
    expect(granted.status, granted.text).toBe(200);
    const view = (await admin.get<ClaimView>(`/api/warranties/${claim.id}`)).body;
    expect(view.claim).toMatchObject({
      goodwill: true,
      workflowStatus: 'authorized',
      authorizedCents: 15_754,
    });
    expect(view.history.at(-1)).toMatchObject({
      reason: 'Loyal fleet customer, 9 years',
      changes: [{ field: 'goodwill', from: false, to: true }],
      userName: USERS.tenantAdmin.username,
    });
  });

  it('withdraws with a reason: agents while the claim is prepared, admins after', async () => {
    const draft = await claimInState(t, 'draft');
    const agent = await t.signIn('user');
    expect((await agent.post(`/api/warranties/${draft.id}/transitions`, { to: 'withdrawn' })).status).toBe(
      400,
    );
    const withdrawn = await agent.post(`/api/warranties/${draft.id}/transitions`, {
      to: 'withdrawn',
      reason: 'Customer bought a new set instead',
    });
    expect(withdrawn.status).toBe(200);
    const authorized = await claimInState(t, 'authorized');
    expect(
      (await agent.post(`/api/warranties/${authorized.id}/transitions`, { to: 'withdrawn', reason: 'x' }))
        .status,
    ).toBe(403);
    const byAdmin = await admin.post(`/api/warranties/${authorized.id}/transitions`, {
      to: 'withdrawn',
      reason: 'Customer pulled the claim',
    });
    expect(byAdmin.status).toBe(200);
    const view = (await admin.get<ClaimView>(`/api/warranties/${authorized.id}`)).body;
    expect(view.claim).toMatchObject({
      workflowStatus: 'withdrawn',
      authorizedAt: null,
      authorizedCents: null,
    });
    expect(
      (
        await admin.post(`/api/warranties/${authorized.id}/transitions`, {
          to: 'pending_authorization',
          reason: 'x',
        })
      ).status,
    ).toBe(409);
  });
});
