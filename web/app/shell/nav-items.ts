import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  ChartColumn,
  Clock,
  FileCheck,
  ListChecks,
  Mail,
  ShieldCheck,
  Tags,
  Store,
  Ticket,
  UserCog,
  Users,
} from 'lucide-react';
import type { UserRole } from '@domain/admin';
import { PATHS } from '../../lib/paths';

export type NavItem = { label: string; href: string; icon: LucideIcon; activeOn: string[] };

const STAFF_ITEMS: NavItem[] = [
  { label: 'Tickets', href: PATHS.tickets, icon: Ticket, activeOn: [PATHS.tickets, PATHS.dashboard, '/'] },
  { label: 'Customers', href: PATHS.customers, icon: Users, activeOn: [PATHS.customers] },
  { label: 'Dealers', href: PATHS.dealers, icon: Store, activeOn: [PATHS.dealers] },
  { label: 'Warranties', href: PATHS.warranties, icon: ShieldCheck, activeOn: [PATHS.warranties] },
  { label: 'Reports', href: PATHS.reports, icon: ChartColumn, activeOn: [PATHS.reports] },
  { label: 'Macros', href: PATHS.macros, icon: ListChecks, activeOn: [PATHS.macros] },
];

const ADMIN_ITEMS: NavItem[] = [
  { label: 'Tenant Management', href: PATHS.tenants, icon: Building2, activeOn: [PATHS.tenants] },
  { label: 'User Management', href: PATHS.users, icon: UserCog, activeOn: [PATHS.users] },
];

const MAIL_ITEM: NavItem = {
  label: 'Mail Settings',
  href: PATHS.mail,
  icon: Mail,
  activeOn: [PATHS.mail],
};

const PROGRAMMES_ITEM: NavItem = {
  label: 'Warranty Programmes',
  href: PATHS.programmes,
  icon: FileCheck,
  activeOn: [PATHS.programmes],
};

const SERVICE_TARGETS_ITEM: NavItem = {
  label: 'Service Targets',
  href: PATHS.serviceTargets,
  icon: Clock,
  activeOn: [PATHS.serviceTargets],
};

const TAGS_ITEM: NavItem = { label: 'Ticket Tags', href: PATHS.tags, icon: Tags, activeOn: [PATHS.tags] };

/** Every signed-in role sees the staff items; admins the mail settings; only a global_admin the rest. */
export function navItemsFor(role: UserRole): NavItem[] {
  const tenantItems = [MAIL_ITEM, PROGRAMMES_ITEM, SERVICE_TARGETS_ITEM, TAGS_ITEM];
  if (role === 'global_admin') return [...STAFF_ITEMS, ...ADMIN_ITEMS, ...tenantItems];
  return role === 'tenant_admin' ? [...STAFF_ITEMS, ...tenantItems] : STAFF_ITEMS;
}

export function isNavItemActive(item: NavItem, location: string): boolean {
  const path = location.replace(/\/+$/, '') || '/';
  return item.activeOn.includes(path);
}

/** Spec: on screens narrower than 1024px the sidebar closes after an item is picked. */
export const SIDEBAR_MOBILE_BREAKPOINT_PX = 1024;
