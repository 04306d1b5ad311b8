import type { SessionUser, User } from '../../domain/api-types';
import type { TenantRef, UserRow } from './session-store';

export function toUserDto(user: UserRow, tenant: TenantRef): User {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: user.role,
    tenantId: user.tenantId,
    tenant: tenant ? { id: tenant.id, name: tenant.name } : null,
    dealerId: user.dealerId,
    isDisabled: user.isDisabled,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toSessionUserDto(user: UserRow, tenant: TenantRef, activeTenant: TenantRef): SessionUser {
  return {
    ...toUserDto(user, tenant),
    activeTenant: activeTenant ? { id: activeTenant.id, name: activeTenant.name } : null,
  };
}
