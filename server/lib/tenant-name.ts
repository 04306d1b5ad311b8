import type { StaffContext } from './request-context';

/** The name of the tenant a staff member works in, for document headers. */
export function tenantNameOf(ctx: StaffContext): string {
  const { tenant, activeTenant } = ctx.session;
  return [activeTenant, tenant].find((ref) => ref?.id === ctx.tenantId)?.name ?? `Tenant ${ctx.tenantId}`;
}
