import { useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { CLAIM_WORKFLOW_STATUSES, WORKFLOW_LABELS, type ClaimWorkflowStatus } from '@domain/claim-labels';
import { BrandMark } from '../../components/BrandMark';
import { PaginationFooter } from '../../components/PaginationFooter';
import { StateMessage } from '../../components/StateMessage';
import { Button } from '../../components/ui/Button';
import { fieldBase } from '../../components/ui/Input';
import { PageSpinner } from '../../app/PageSpinner';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { PATHS } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { signInPathFor, useCurrentUser, useLogout } from '../auth';
import { lazyExport } from '../../lib/lazy-with-retry';
import { LazyDialogSlot } from '../../components/LazyDialogSlot';
import type { PortalClaim } from '@domain/dealer-portal';
import { FiledNotice } from './FiledNotice';
import { loadNewClaimDialog } from './loaders';
import { PortalClaimList } from './PortalClaimList';
import { PortalNotifications } from './PortalNotifications';
import { PortalStatement } from './PortalStatement';
import { PORTAL_PAGE_SIZE, usePortalClaims, usePortalDealer } from './use-portal';

function PortalHeader() {
  const dealer = usePortalDealer().data;
  const logout = useLogout();
  return (
    <header className="relative border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <BrandMark />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{dealer?.dealer.dealerName ?? 'Dealer portal'}</p>
          <p className="truncate text-xs text-muted-foreground">
            {dealer ? `${dealer.dealer.dealerCode} · ${dealer.tenantName} warranty desk` : '\u00a0'}
          </p>
        </div>
        <PortalNotifications />
        <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Sign out
        </Button>
      </div>
    </header>
  );
}

const NewClaimDialog = lazyExport(loadNewClaimDialog, 'NewClaimDialog');

function PortalClaims() {
  const [isFiling, setIsFiling] = useState(false);
  const [filed, setFiled] = useState<PortalClaim | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClaimWorkflowStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(search, 250);
  const claims = usePortalClaims({ search: debounced, status, offset });
  const page = claims.data;
  return (
    <section aria-labelledby="portal-claims" className="rounded-lg border border-border bg-card shadow-sm">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 items-center justify-between gap-3">
          <h2 id="portal-claims" className="text-lg font-semibold">
            Your claims
          </h2>
          <Button onClick={() => setIsFiling(true)}>New Claim</Button>
        </div>
        <label className="text-sm font-medium">
          <span className="mb-1 block">Search</span>
          <input
            type="search"
            value={search}
            placeholder="Adjustment no., DOT, customer…"
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
            className={cn(fieldBase, 'h-10 py-1 sm:w-64')}
          />
        </label>
        <label className="text-sm font-medium">
          <span className="mb-1 block">Status</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ClaimWorkflowStatus | '');
              setOffset(0);
            }}
            className={cn(fieldBase, 'h-10 py-1 sm:w-48')}
          >
            <option value="">All statuses</option>
            {CLAIM_WORKFLOW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {WORKFLOW_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {filed ? <FiledNotice claim={filed} onDismiss={() => setFiled(null)} /> : null}
      <div className="px-4 pb-4">
        {claims.isError ? (
          <StateMessage isError>
            {serverMessage(claims.error, 'Your claims could not be loaded.')}
          </StateMessage>
        ) : !page ? (
          <StateMessage>Loading claims…</StateMessage>
        ) : page.items.length === 0 ? (
          <StateMessage>{search || status ? 'No claims match.' : 'No claims yet.'}</StateMessage>
        ) : (
          <PortalClaimList claims={page.items} />
        )}
      </div>
      {page && page.total > PORTAL_PAGE_SIZE ? (
        <PaginationFooter
          offset={offset}
          shown={page.items.length}
          total={page.total}
          pageSize={PORTAL_PAGE_SIZE}
          onOffsetChange={setOffset}
        />
      ) : null}
      <LazyDialogSlot isOpen={isFiling} onDismiss={() => setIsFiling(false)}>
        {isFiling ? (
          <NewClaimDialog
            onClose={() => setIsFiling(false)}
            onFiled={(claim) => {
              setIsFiling(false);
              setFiled(claim);
            }}
          />
        ) : null}
      </LazyDialogSlot>
    </section>
  );
}

/** The dealer portal: a dealer account's own claims and statements; staff are sent to their desk. */
export function PortalApp() {
  useDocumentTitle('Dealer portal');
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={signInPathFor(location, search)} replace />;
  if (user.role !== 'dealer') return <Redirect to={PATHS.tickets} replace />;
  return (
    <div className="min-h-screen bg-background">
      <PortalHeader />
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-4">
        <PortalClaims />
        <PortalStatement />
      </main>
    </div>
  );
}
