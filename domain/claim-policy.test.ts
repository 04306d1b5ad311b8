import { describe, expect, it } from 'vitest';
import { CLAIM_FIELD_NAMES, LOCKED_CLAIM_FIELDS } from './claim-fields';
import { adjustmentRefusal, isAdjustable, lockNotice } from './claim-locks';
import {
  authorizationRefusal,
  DEFAULT_CLAIM_SETTINGS,
  FOUR_EYES_REFUSAL,
  ONLY_ADMINS_AUTHORIZE,
} from './claim-policy';
import { carriesCredit, CLAIM_WORKFLOW_STATUSES, reasonRequired, roleMayTransition } from './claim-workflow';

const claim = { filedByUserId: 31, moneyByUserId: 44, creditCents: 20_000 };

describe('who may authorize a claim', () => {
  it('refuses agents unless the tenant lets them, and above the limit', () => {
    const agent = { id: 58, role: 'user' as const };
    expect(authorizationRefusal(agent, claim, DEFAULT_CLAIM_SETTINGS)).toBe(ONLY_ADMINS_AUTHORIZE);
    const lets = { ...DEFAULT_CLAIM_SETTINGS, agentsMayAuthorize: true };
    expect(authorizationRefusal(agent, claim, lets)).toBeNull();
    expect(authorizationRefusal(agent, claim, { ...lets, agentAuthorizationLimitCents: 19_999 })).toBe(
      'Credits above $199.99 need a tenant admin',
    );
    expect(authorizationRefusal(agent, claim, { ...lets, agentAuthorizationLimitCents: 20_000 })).toBeNull();
    expect(authorizationRefusal(agent, claim, lets, true)).toBe(
      'Only a tenant admin may authorize a claim as goodwill',
    );
    expect(
      authorizationRefusal({ id: 2, role: 'tenant_admin' }, claim, DEFAULT_CLAIM_SETTINGS, true),
    ).toBeNull();
    expect(
      authorizationRefusal(
        agent,
        { ...claim, creditCents: null },
        { ...lets, agentAuthorizationLimitCents: 0 },
      ),
    ).toMatch(/need a tenant admin/);
  });

  it('applies four-eyes to the filer and the last author of the money, admins included, unless off', () => {
    for (const id of [31, 44])
      expect(authorizationRefusal({ id, role: 'tenant_admin' }, claim, DEFAULT_CLAIM_SETTINGS)).toBe(
        FOUR_EYES_REFUSAL,
      );
    expect(authorizationRefusal({ id: 2, role: 'global_admin' }, claim, DEFAULT_CLAIM_SETTINGS)).toBeNull();
    const off = { ...DEFAULT_CLAIM_SETTINGS, fourEyes: false };
    expect(authorizationRefusal({ id: 31, role: 'tenant_admin' }, claim, off)).toBeNull();
    expect(
      authorizationRefusal(
        { id: 31, role: 'tenant_admin' },
        { ...claim, filedByUserId: null },
        DEFAULT_CLAIM_SETTINGS,
      ),
    ).toBeNull();
  });
});

describe('locked claims', () => {
  it('locks every field but the handling ones', () => {
    expect(CLAIM_FIELD_NAMES.filter((name) => !LOCKED_CLAIM_FIELDS.includes(name)).sort()).toEqual([
      'authorizationCode',
      'authorizationCriteriaName',
      'noteCreatedDateTime',
      'noteCreatedName',
      'returnedForInspection',
    ]);
  });

  it('says why a claim is locked and where its change belongs', () => {
    expect(lockNotice('draft')).toBeNull();
    expect(lockNotice('pending_authorization')).toBe(
      'Locked: pending authorization. A tenant admin can adjust it.',
    );
    expect(lockNotice('credited')).toBe('Locked: credited. A tenant admin can reverse the credit.');
    expect(lockNotice('withdrawn')).toBe('Locked: withdrawn. It stays on record as it is.');
    expect(CLAIM_WORKFLOW_STATUSES.filter(isAdjustable)).toEqual([
      'pending_authorization',
      'authorized',
      'denied',
    ]);
    expect(adjustmentRefusal('credited')).toMatch(/reverse its credit/);
    expect(adjustmentRefusal('draft')).toMatch(/edited, not adjusted/);
  });

  it('lets agents move only claims being prepared, and asks why for a withdrawal or reversal', () => {
    expect(roleMayTransition('user', 'draft', 'withdrawn')).toBe(true);
    expect(roleMayTransition('user', 'pending_authorization', 'needs_review')).toBe(false);
    expect(roleMayTransition('user', 'credited', 'reversed')).toBe(false);
    expect(roleMayTransition('tenant_admin', 'credited', 'reversed')).toBe(true);
    expect(reasonRequired('draft', 'withdrawn')).toBe(true);
    expect(reasonRequired('credited', 'reversed')).toBe(true);
    expect(reasonRequired('draft', 'pending_authorization')).toBe(false);
  });

  it('counts no credit for denied, withdrawn or reversed claims', () => {
    expect(CLAIM_WORKFLOW_STATUSES.filter((status) => !carriesCredit(status))).toEqual([
      'denied',
      'withdrawn',
      'reversed',
    ]);
  });
});
