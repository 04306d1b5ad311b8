import { Link } from 'wouter';
import { useState } from 'react';
import { KeyRound, LogOut, Menu, Search } from 'lucide-react';
import type { SessionUser } from '@domain/api-types';
import { BrandMark } from '../../components/BrandMark';
import { cn } from '../../lib/cn';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { LazyDialogSlot } from '../../components/LazyDialogSlot';
import { GlobalSearch } from '../../features/search';
import { useLogout, loadChangePasswordDialog } from '../../features/auth';
import { lazyExport } from '../../lib/lazy-with-retry';
import { SIDEBAR_ID } from './Sidebar';
import { HeaderNotifications } from './HeaderNotifications';
import { TenantSwitcher } from './TenantSwitcher';
import { loadTicketSearchDialog } from '../../features/admin';
import { PATHS } from '../../lib/paths';

// Opened from the header now and then: their forms and schemas load on first open.
const ChangePasswordDialog = lazyExport(loadChangePasswordDialog, 'ChangePasswordDialog');
const TicketSearchDialog = lazyExport(loadTicketSearchDialog, 'TicketSearchDialog');

type HeaderProps = { user: SessionUser; isSidebarExpanded: boolean; onToggleSidebar: () => void };

export function Header({ user, isSidebarExpanded, onToggleSidebar }: HeaderProps) {
  const logout = useLogout();
  const [isChangingPassword, setChangingPassword] = useState(false);
  const [isSearching, setSearching] = useState(false);
  const isGlobalAdmin = user.role === 'global_admin';
  return (
    <header className="fixed inset-x-0 top-0 z-50 flex h-header print:hidden items-center gap-1 border-b border-border bg-card px-2 shadow-sm sm:gap-3 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Toggle sidebar"
        aria-expanded={isSidebarExpanded}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      <Link
        href={PATHS.tickets}
        className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <BrandMark />
        {/* The link's name is its text, also on a phone where only the mark shows (WCAG 2.5.3). */}
        <span className="sr-only sm:not-sr-only sm:flex sm:min-w-0 sm:flex-col">
          <span className="text-base font-bold leading-tight tracking-tight">TreadDesk</span>{' '}
          <span className="text-xs leading-tight text-muted-foreground">Multi-Tenant Platform</span>
        </span>
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
        {/* A global admin searches the tenant they work in; with none chosen there is nothing to search. */}
        {!isGlobalAdmin || user.activeTenant ? <GlobalSearch /> : null}
        {isGlobalAdmin ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Search all tenants"
            title="Search all tenants"
            onClick={() => setSearching(true)}
          >
            <Search className="size-4" aria-hidden />
          </Button>
        ) : null}
        {isGlobalAdmin ? <TenantSwitcher activeTenant={user.activeTenant} /> : null}
        {!isGlobalAdmin || user.activeTenant ? <HeaderNotifications /> : null}
        <span
          className={cn(
            'max-w-28 truncate text-sm font-medium sm:max-w-40',
            isGlobalAdmin ? 'hidden md:inline' : 'inline',
          )}
          title={user.username}
        >
          {user.username}
        </span>
        {/* On a phone the tenant switcher already says it: the badge would push Logout off screen. */}
        {isGlobalAdmin ? (
          <Badge variant="default" className="hidden sm:inline-flex">
            Admin
          </Badge>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          aria-label="Change password"
          title="Change password"
          onClick={() => setChangingPassword(true)}
        >
          <KeyRound className="size-4" aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          aria-label="Logout"
        >
          <LogOut aria-hidden />
          <span className="hidden sm:inline">Logout</span>
        </Button>
      </div>
      <LazyDialogSlot isOpen={isChangingPassword} onDismiss={() => setChangingPassword(false)}>
        {isChangingPassword ? <ChangePasswordDialog onClose={() => setChangingPassword(false)} /> : null}
      </LazyDialogSlot>
      <LazyDialogSlot isOpen={isSearching} onDismiss={() => setSearching(false)}>
        {isSearching ? (
          <TicketSearchDialog activeTenant={user.activeTenant} onClose={() => setSearching(false)} />
        ) : null}
      </LazyDialogSlot>
    </header>
  );
}
