import { Link, useLocation } from 'wouter';
import type { UserRole } from '@domain/admin';
import { cn } from '../../lib/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/Tooltip';
import { isNavItemActive, navItemsFor, SIDEBAR_MOBILE_BREAKPOINT_PX, type NavItem } from './nav-items';

export const SIDEBAR_ID = 'app-sidebar';

type SidebarProps = { role: UserRole; isExpanded: boolean; onClose: () => void };

/** Icon rail (4rem) by default, 16rem with labels when expanded; over the page on narrow screens. */
export function Sidebar({ role, isExpanded, onClose }: SidebarProps) {
  const [location] = useLocation();
  const closeOnNarrowScreens = () => {
    if (window.innerWidth < SIDEBAR_MOBILE_BREAKPOINT_PX) onClose();
  };
  return (
    <>
      {isExpanded ? (
        <div
          aria-hidden
          className="fixed inset-0 top-header z-30 bg-slate-950/40 lg:hidden print:hidden"
          onClick={onClose}
        />
      ) : null}
      <nav
        id={SIDEBAR_ID}
        aria-label="Main navigation"
        className={cn(
          'fixed bottom-0 left-0 top-header z-40 flex flex-col overflow-y-auto overflow-x-hidden bg-sidebar py-4 text-sidebar-foreground transition-[width] duration-200 print:hidden',
          isExpanded ? 'w-sidebar-expanded' : 'w-sidebar-collapsed',
        )}
      >
        <ul className="flex flex-col gap-1 px-3">
          {navItemsFor(role).map((item) => (
            <li key={item.href}>
              <SidebarLink
                item={item}
                isActive={isNavItemActive(item, location)}
                isExpanded={isExpanded}
                onPick={closeOnNarrowScreens}
              />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

type SidebarLinkProps = { item: NavItem; isActive: boolean; isExpanded: boolean; onPick: () => void };

function SidebarLink({ item, isActive, isExpanded, onPick }: SidebarLinkProps) {
  const Icon = item.icon;
  const link = (
    <Link
      href={item.href}
      onClick={onPick}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'flex h-10 items-center gap-3 rounded-md px-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400',
        isActive
          ? 'bg-primary text-white'
          : 'text-sidebar-foreground hover:bg-sidebar-active hover:text-white',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      <span className={cn('truncate', !isExpanded && 'sr-only')}>{item.label}</span>
    </Link>
  );
  if (isExpanded) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}
