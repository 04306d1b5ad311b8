import { useState, type ReactNode } from 'react';
import type { SessionUser } from '@domain/api-types';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TooltipProvider } from '../../components/ui/Tooltip';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/** Fixed header, collapsible sidebar and the page beside it. */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [isExpanded, setExpanded] = useState(false);
  // The tab says which tenant's desk it shows: two tabs on two tenants are told apart.
  useDocumentTitle(user.activeTenant ? `${user.activeTenant.name} · TreadDesk` : 'TreadDesk');
  return (
    <TooltipProvider>
      <Header
        user={user}
        isSidebarExpanded={isExpanded}
        onToggleSidebar={() => setExpanded((expanded) => !expanded)}
      />
      <Sidebar role={user.role} isExpanded={isExpanded} onClose={() => setExpanded(false)} />
      <main
        id="main"
        className={cn(
          'min-h-dvh pl-sidebar-collapsed pt-header transition-[padding] duration-200 print:min-h-0 print:p-0',
          isExpanded && 'lg:pl-sidebar-expanded print:pl-0',
        )}
      >
        {/* A named container: a page lays itself out by the room it has, sidebar open or not. */}
        <div className="mx-auto w-full max-w-[1600px] p-3 @container/page sm:p-6 print:max-w-none print:p-0">
          {children}
        </div>
      </main>
    </TooltipProvider>
  );
}
