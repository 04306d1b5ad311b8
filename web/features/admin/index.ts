export { AccessDenied } from './AccessDenied';
export { SwitchField } from './SwitchField';
export { TENANTS_DENIED, TenantManagement } from './TenantManagement';
export { USERS_DENIED, UserManagement } from './UserManagement';
export { useSwitchTenant } from './use-switch-tenant';
export { loadTicketSearchDialog } from './loaders';
export { DealerPortalAccounts } from './DealerPortalAccounts';
