import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  ChartColumn,
  FileCheck,
  Mail,
  ShieldCheck,
  Store,
  Ticket,
  UserCog,
  Users,
} from 'lucide-react';
import type { UserRole } from '@domain/admin';

export type NavItem = { label: string; href: string; icon: LucideIcon; activeOn: string[] };

const STAFF_ITEMS: NavItem[] = [
  { label: 'Tickets', href: '/tickets', icon: Ticket, activeOn: ['/tickets', '/dashboard', '/'] },
  { label: 'Customers', href: '/customers', icon: Users, activeOn: ['/customers'] },
  { label: 'Dealers', href: '/dealers', icon: Store, activeOn: ['/dealers'] },
  { label: 'Warranties', href: '/warranties', icon: ShieldCheck, activeOn: ['/warranties'] },
  { label: 'Reports', href: '/reports', icon: ChartColumn, activeOn: ['/reports'] },
];

const ADMIN_ITEMS: NavItem[] = [
  { label: 'Tenant Management', href: '/admin/tenants', icon: Building2, activeOn: ['/admin/tenants'] },
  { label: 'User Management', href: '/admin/users', icon: UserCog, activeOn: ['/admin/users'] },
];

const MAIL_ITEM: NavItem = {
  label: 'Mail Settings',
  href: '/admin/mail',
  icon: Mail,
  activeOn: ['/admin/mail'],
};

const PROGRAMMES_ITEM: NavItem = {
  label: 'Warranty Programmes',
  href: '/admin/programmes',
  icon: FileCheck,
  activeOn: ['/admin/programmes'],
};

/** Every signed-in role sees the staff items; admins the mail settings; only a global_admin the rest. */
export function navItemsFor(role: UserRole): NavItem[] {
  if (role === 'global_admin') return [...STAFF_ITEMS, ...ADMIN_ITEMS, MAIL_ITEM, PROGRAMMES_ITEM];
  return role === 'tenant_admin' ? [...STAFF_ITEMS, MAIL_ITEM, PROGRAMMES_ITEM] : STAFF_ITEMS;
}

export function isNavItemActive(item: NavItem, location: string): boolean {
  const path = location.replace(/\/+$/, '') || '/';
  return item.activeOn.includes(path);
}

/** Spec: on screens narrower than 1024px the sidebar closes after an item is picked. */
export const SIDEBAR_MOBILE_BREAKPOINT_PX = 1024;
