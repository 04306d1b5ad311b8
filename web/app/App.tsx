import { Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { INVITATION_PATH } from '@domain/invitation-link';
import { RATE_PATH } from '@domain/rate-link';
import { useToasts } from '../components/ui/use-toast';
import { isPortalPath, isProtectedPath } from './routes';
import { PageSpinner } from './PageSpinner';
import { AreaErrorBoundary } from '../components/AreaErrorBoundary';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { PATHS } from '../lib/paths';

/** An area that reads and writes through the app's query cache, loaded with it. */
async function withQueryClientOf(loadArea: () => Promise<ComponentType>) {
  // Asked for first: the area cannot draw without it, and behind the area's many files it would come last.
  const provider = import('./WithQueryClient');
  const [{ withQueryClient }, Area] = await Promise.all([provider, loadArea()]);
  return { default: withQueryClient(Area) };
}

// Each area is its own chunk: the landing pages never download the back office, and the other way round.
const HomePage = lazyWithRetry(() =>
  import('../pages/landing/HomePage').then((m) => ({ default: m.HomePage })),
);
const PoliticalPage = lazyWithRetry(() =>
  import('../pages/landing/PoliticalPage').then((m) => ({ default: m.PoliticalPage })),
);
const ConsumerPortfolioPage = lazyWithRetry(() =>
  import('../pages/landing/ConsumerPortfolioPage').then((m) => ({ default: m.ConsumerPortfolioPage })),
);
const BloomJoyPage = lazyWithRetry(() =>
  import('../pages/landing/BloomJoyPage').then((m) => ({ default: m.BloomJoyPage })),
);
const AuthPage = lazyWithRetry(() =>
  withQueryClientOf(() => import('../pages/AuthPage').then((m) => m.AuthPage)),
);
const InvitationPage = lazyWithRetry(() =>
  withQueryClientOf(() => import('../pages/InvitationPage').then((m) => m.InvitationPage)),
);
const RatePage = lazyWithRetry(() => import('../pages/RatePage').then((m) => ({ default: m.RatePage })));
const NotFoundPage = lazyWithRetry(() =>
  import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const SignedInApp = lazyWithRetry(() =>
  withQueryClientOf(() => import('./SignedInApp').then((m) => m.SignedInApp)),
);
const PortalApp = lazyWithRetry(() =>
  withQueryClientOf(() => import('../features/portal').then((m) => m.PortalApp)),
);
// Above the routes so a toast survives navigation (login → /tickets, logout → /). Public pages load it
// only once something raises a toast, and so does the dealer portal: it and its styling helpers would cost ~17 KB gzip.
const Toaster = lazyWithRetry(() => import('../components/ui/Toaster').then((m) => ({ default: m.Toaster })));

const areaOf = (location: string) =>
  isPortalPath(location) ? 'portal' : isProtectedPath(location) ? 'staff' : location;

export function App() {
  const [location] = useLocation();
  const hasToasts = useToasts().length > 0;
  return (
    <>
      <AreaErrorBoundary key={areaOf(location)}>
        <Suspense fallback={<PageSpinner />}>
          {isPortalPath(location) ? (
            <PortalApp />
          ) : isProtectedPath(location) ? (
            <SignedInApp />
          ) : (
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/political" component={PoliticalPage} />
              <Route path="/consumerportfolio" component={ConsumerPortfolioPage} />
              <Route path="/bloomjoy" component={BloomJoyPage} />
              <Route path={PATHS.auth} component={AuthPage} />
              <Route path={INVITATION_PATH} component={InvitationPage} />
              <Route path={RATE_PATH} component={RatePage} />
              <Route component={NotFoundPage} />
            </Switch>
          )}
        </Suspense>
      </AreaErrorBoundary>
      {(hasToasts || isProtectedPath(location)) && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
