import type { RequestSession } from './request-context';

/** The name of the tenant a staff member or a dealer account works in, for document headers. */
export function tenantNameOf(ctx: { session: RequestSession; tenantId: number }): string {
  const { tenant, activeTenant } = ctx.session;
  return [activeTenant, tenant].find((ref) => ref?.id === ctx.tenantId)?.name ?? `Tenant ${ctx.tenantId}`;
}
