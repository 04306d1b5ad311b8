import { z } from 'zod';
import type { UserRole } from './admin';
import { TREAD_UNITS } from './claim-readings';
import { isAdminRole } from './claim-workflow';
import { formatMoney } from './display';
import { DEFAULT_ROUNDING, ROUNDING_POLICIES } from './proration';

/**
 * Each tenant's claim policy (GET/PATCH /api/warranties/settings): rounding (decision 031), and who
 * may authorize (docs/decisions/068-locked-claim-money.md): the four-eyes rule, whether agents may
 * authorize, and the credit above which only a tenant admin may; and the tread unit new claims
 * start in (decision 070).
 */
const rounding = z.enum(ROUNDING_POLICIES, { error: 'Rounding is nearest, up, down or exact' });
const flag = z.boolean({ error: 'Expected true or false' });
const limitCents = z
  .number({ error: 'Expected an amount in cents, or null for no limit' })
  .int('Expected a whole number of cents')
  .min(0, 'Must be zero or more')
  .max(100_000_000, 'Must be at most $1,000,000.00')
  .nullable();

export const claimSettingsSchema = z.object({
  tread: rounding,
  mileage: rounding,
  fourEyes: flag,
  agentsMayAuthorize: flag,
  agentAuthorizationLimitCents: limitCents,
  treadUnit: z.enum(TREAD_UNITS, { error: 'Tread unit is 32nds or mm' }),
});
export type ClaimSettings = z.output<typeof claimSettingsSchema>;

/** A change of some settings; what is left out stays as it is. */
export const claimSettingsPatchSchema = claimSettingsSchema.partial();

export const DEFAULT_CLAIM_SETTINGS: ClaimSettings = {
  ...DEFAULT_ROUNDING,
  fourEyes: true,
  agentsMayAuthorize: false,
  agentAuthorizationLimitCents: null,
  treadUnit: '32nds',
};

type AuthorizationPolicy = Pick<
  ClaimSettings,
  'fourEyes' | 'agentsMayAuthorize' | 'agentAuthorizationLimitCents'
>;
type Authorizer = { id: number; role: UserRole };
type ClaimToAuthorize = {
  filedByUserId: number | null;
  moneyByUserId: number | null;
  creditCents: number | null;
};

export const ONLY_ADMINS_AUTHORIZE = 'Only a tenant admin may authorize claims';
export const FOUR_EYES_REFUSAL =
  "Four-eyes rule: the person who filed or last changed a claim's money cannot authorize it";

/**
 * Why this person may not authorize this claim under the tenant's policy, or null when they may.
 * Goodwill (authorizing what the programme does not cover) is a tenant admin's call.
 */
export function authorizationRefusal(
  who: Authorizer,
  claim: ClaimToAuthorize,
  policy: AuthorizationPolicy,
  goodwill = false,
): string | null {
  if (!isAdminRole(who.role)) {
    if (!policy.agentsMayAuthorize) return ONLY_ADMINS_AUTHORIZE;
    if (goodwill) return 'Only a tenant admin may authorize a claim as goodwill';
    const limit = policy.agentAuthorizationLimitCents;
    if (limit !== null && (claim.creditCents === null || claim.creditCents > limit))
      return `Credits above ${formatMoney(limit)} need a tenant admin`;
  }
  if (policy.fourEyes && (who.id === claim.filedByUserId || who.id === claim.moneyByUserId))
    return FOUR_EYES_REFUSAL;
  return null;
}
