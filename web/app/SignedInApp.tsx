import { Suspense } from 'react';
import { AreaErrorBoundary } from '../components/AreaErrorBoundary';
import { lazyExport as page } from '../lib/lazy-with-retry';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { signInPathFor } from '../features/auth/return-path';
import { useCurrentUser } from '../features/auth/use-current-user';
import { TicketsPage } from '../pages/TicketsPage';
import { PageSpinner } from './PageSpinner';
import { pageOf } from './routes';
import { AppShell } from './shell/AppShell';

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
const UsersPage = page(() => import('../pages/UsersPage'), 'UsersPage');
const NotFoundPage = page(() => import('../pages/NotFoundPage'), 'NotFoundPage');

/** Every protected route: a spinner while the user loads, /auth when signed out, else the shell. */
export function SignedInApp() {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={signInPathFor(location, search)} replace />;
  return (
    <AppShell user={user}>
      <AreaErrorBoundary key={pageOf(location)}>
        <Suspense fallback={<PageSpinner inline />}>
          <Switch>
            <Route path="/tickets" component={TicketsPage} />
            <Route path="/tickets/:id/claim-package" component={ClaimPackagePage} />
            <Route path="/tickets/:id" component={TicketsPage} />
            <Route path="/dashboard" component={TicketsPage} />
            <Route path="/customers" component={CustomersPage} />
            <Route path="/customers/:id" component={CustomerPage} />
            <Route path="/dealers" component={DealersPage} />
            <Route path="/dealers/:id" component={DealerPage} />
            <Route path="/warranties" component={WarrantiesPage} />
            <Route path="/warranties/:id" component={ClaimPage} />
            <Route path="/reports" component={ReportsPage} />
            <Route path="/admin/tenants" component={TenantsPage} />
            <Route path="/admin/users" component={UsersPage} />
            <Route path="/admin/mail" component={MailSettingsPage} />
            <Route path="/admin/programmes" component={ProgrammesPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </AreaErrorBoundary>
    </AppShell>
  );
}
