import { Suspense } from 'react';
import { AreaErrorBoundary } from '../components/AreaErrorBoundary';
import { lazyExport as page } from '../lib/lazy-with-retry';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { signInPathFor, useCurrentUser } from '../features/auth';
import { TicketsPage } from '../pages/TicketsPage';
import { PageSpinner } from './PageSpinner';
import { pageOf } from './routes';
import { AppShell } from './shell/AppShell';
import { PATHS, PORTAL_PATH, RECORD_PAGES } from '../lib/paths';

// The ticket dashboard is the landing screen after sign-in; the other pages load on demand.
const CustomersPage = page(() => import('../pages/CustomersPage'), 'CustomersPage');
const DealersPage = page(() => import('../pages/DealersPage'), 'DealersPage');
const CustomerPage = page(() => import('../pages/CustomerPage'), 'CustomerPage');
const DealerPage = page(() => import('../pages/DealerPage'), 'DealerPage');
const WarrantiesPage = page(() => import('../pages/WarrantiesPage'), 'WarrantiesPage');
const ClaimPage = page(() => import('../pages/ClaimPage'), 'ClaimPage');
const ClaimPackagePage = page(() => import('../pages/ClaimPackagePage'), 'ClaimPackagePage');
const ReportsPage = page(() => import('../pages/ReportsPage'), 'ReportsPage');
const TenantsPage = page(() => import('../pages/TenantsPage'), 'TenantsPage');
const MailSettingsPage = page(() => import('../pages/MailSettingsPage'), 'MailSettingsPage');
const ProgrammesPage = page(() => import('../pages/ProgrammesPage'), 'ProgrammesPage');
const MacrosPage = page(() => import('../pages/MacrosPage'), 'MacrosPage');
const ServiceTargetsPage = page(() => import('../pages/ServiceTargetsPage'), 'ServiceTargetsPage');
const TagsPage = page(() => import('../pages/TagsPage'), 'TagsPage');
const UsersPage = page(() => import('../pages/UsersPage'), 'UsersPage');
const NotFoundPage = page(() => import('../pages/NotFoundPage'), 'NotFoundPage');

/** Every protected route: a spinner while the user loads, /auth when signed out, else the shell. */
export function SignedInApp() {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={signInPathFor(location, search)} replace />;
  if (user.role === 'dealer') return <Redirect to={PORTAL_PATH} replace />;
  return (
    <AppShell user={user}>
      <AreaErrorBoundary key={pageOf(location)}>
        <Suspense fallback={<PageSpinner inline />}>
          <Switch>
            <Route path={PATHS.tickets} component={TicketsPage} />
            <Route path={RECORD_PAGES.claimPackage.pattern} component={ClaimPackagePage} />
            <Route path={RECORD_PAGES.ticket.pattern} component={TicketsPage} />
            <Route path={PATHS.dashboard} component={TicketsPage} />
            <Route path={PATHS.customers} component={CustomersPage} />
            <Route path={RECORD_PAGES.customer.pattern} component={CustomerPage} />
            <Route path={PATHS.dealers} component={DealersPage} />
            <Route path={RECORD_PAGES.dealer.pattern} component={DealerPage} />
            <Route path={PATHS.warranties} component={WarrantiesPage} />
            <Route path={RECORD_PAGES.claim.pattern} component={ClaimPage} />
            <Route path={PATHS.reports} component={ReportsPage} />
            <Route path={PATHS.tenants} component={TenantsPage} />
            <Route path={PATHS.users} component={UsersPage} />
            <Route path={PATHS.mail} component={MailSettingsPage} />
            <Route path={PATHS.programmes} component={ProgrammesPage} />
            <Route path={PATHS.macros} component={MacrosPage} />
            <Route path={PATHS.serviceTargets} component={ServiceTargetsPage} />
            <Route path={PATHS.tags} component={TagsPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </AreaErrorBoundary>
    </AppShell>
  );
}
