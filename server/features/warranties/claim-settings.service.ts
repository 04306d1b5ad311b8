import type { z } from 'zod';
import type { claimSettingsPatchSchema, ClaimSettings } from '../../../domain/claim-policy';
import { recordAudit } from '../../lib/audit';
import type { StaffContext } from '../../lib/request-context';
import { readClaimSettings, writeClaimSettings } from './claim-settings.queries';

export const claimSettingsOf = (ctx: StaffContext) =>
  ctx.inTenant((tx) => readClaimSettings(tx, ctx.tenantId));

/** Changes the settings given, keeps the others, and audits the change (admins only, on the route). */
export async function changeClaimSettings(
  ctx: StaffContext,
  patch: z.output<typeof claimSettingsPatchSchema>,
): Promise<ClaimSettings> {
  return ctx.inTenant(async (tx) => {
    const before = await readClaimSettings(tx, ctx.tenantId);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const after: ClaimSettings = { ...before, ...defined };
    await writeClaimSettings(tx, ctx.tenantId, after, ctx.now);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'claim_settings',
      entityId: ctx.tenantId,
      changes: { settings: { from: before, to: after } },
    });
    return after;
  });
}
