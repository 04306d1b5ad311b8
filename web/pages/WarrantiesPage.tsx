import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { CircleAlert, Clock, Download, FileCheck, Plus, Settings, ShieldCheck, Ticket } from 'lucide-react';
import { mayBulkChange } from '@domain/claim-workflow';
import type { TicketRef } from '@domain/api-types';
import { PageHeader } from '../components/PageHeader';
import { PaginationFooter } from '../components/PaginationFooter';
import { StateMessage } from '../components/StateMessage';
import { Button } from '../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/Card';
import { LazyDialogSlot } from '../components/LazyDialogSlot';
import { EmptyState } from '../components/list-page/EmptyState';
import { SearchField } from '../components/list-page/SearchField';
import { StatGrid } from '../components/list-page/StatGrid';
import { useCurrentUser } from '../features/auth';
import {
  BulkDecisionBar,
  ClaimsQueueTable,
  QueueFilterBar,
  exportQuery,
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
  type QueueFilters,
  TicketPickerDialog,
  QUEUE_PAGE_SIZE,
  useClaimCounters,
  useClaimQueue,
  useClaimSettings,
  loadClaimSettingsDialog,
} from '../features/claims';
import { WarrantyFormDialog } from '../features/warranties';
import { withQuery } from '../lib/api';
import { lazyExport } from '../lib/lazy-with-retry';
import { PATHS } from '../lib/paths';

const ClaimSettingsDialog = lazyExport(loadClaimSettingsDialog, 'ClaimSettingsDialog');

/** The claims queue (decision 027): the spec's placeholder texts, with real claims behind them. */
export function WarrantiesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const setFilters = (patch: Partial<QueueFilters>) =>
    setParams(searchFromFilters({ ...filters, ...patch }), { replace: true });
  const { user } = useCurrentUser();
  const canBulk = user ? mayBulkChange(user.role) : false;
  const queue = useClaimQueue(filters);
  const counters = useClaimCounters();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [picking, setPicking] = useState(false);
  const [ticketForClaim, setTicketForClaim] = useState<TicketRef | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const settings = useClaimSettings();
  const claims = queue.data?.items ?? [];
  const total = queue.data?.total ?? 0;
  const offset = (filters.page - 1) * QUEUE_PAGE_SIZE;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (select: boolean) =>
    setSelected(select ? new Set(claims.map((claim) => claim.id)) : new Set());

  return (
    <>
      <PageHeader
        title="Warranties"
        description="Tyre warranty claims of every ticket: find what waits for you and move it along."
        actions={
          <>
            <Button asChild variant="outline">
              <a href={withQuery('/api/exports/claims.csv', exportQuery(filters))} download>
                <Download aria-hidden />
                Export CSV
              </a>
            </Button>
            {canBulk ? (
              <Button variant="outline" onClick={() => setSettingUp(true)} disabled={!settings.data}>
                <Settings aria-hidden />
                Claim settings
              </Button>
            ) : null}
            <Button onClick={() => setPicking(true)}>
              <Plus aria-hidden />
              Create Warranty
            </Button>
          </>
        }
      />
      <StatGrid
        className="grid-cols-2 lg:grid-cols-4 sm:grid-cols-2"
        stats={[
          { label: 'Total Warranties', value: counters.data?.total, icon: ShieldCheck },
          { label: 'Active Claims', value: counters.data?.active, icon: FileCheck, tone: 'text-green-700' },
          { label: 'Expired', value: counters.data?.expired, icon: CircleAlert, tone: 'text-red-700' },
          { label: 'Processing', value: counters.data?.processing, icon: Clock, tone: 'text-yellow-700' },
        ]}
      />
      <Card>
        <CardHeader className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle className="text-lg">All Warranties</CardTitle>
            <SearchField
              label="Search warranties"
              placeholder="Adjustment no., DOT, #TK-…, customer, dealer"
              value={filters.search}
              onChange={(search) => setFilters({ search, page: 1 })}
            />
          </div>
          <QueueFilterBar filters={filters} onChange={setFilters} />
          {claims.length > 0 ? (
            <BulkDecisionBar
              selected={[...selected]}
              canDecide={canBulk}
              onDone={() => setSelected(new Set())}
            />
          ) : null}
        </CardHeader>
        <CardContent className="px-0 sm:px-6">
          {queue.isError ? (
            <StateMessage isError className="px-6">
              Failed to load warranties
            </StateMessage>
          ) : queue.isLoading ? (
            <StateMessage className="px-6">Loading warranties...</StateMessage>
          ) : claims.length === 0 ? (
            <EmptyState
              icon={ShieldCheck}
              title="No warranties found"
              hint={
                hasFilters(filters)
                  ? 'No claim matches these filters.'
                  : 'Warranty claims are normally created from tickets: open a ticket on the dashboard and use its Claims button.'
              }
              action={
                <Button asChild>
                  <Link href={PATHS.tickets}>
                    <Ticket aria-hidden />
                    View Tickets
                  </Link>
                </Button>
              }
            />
          ) : (
            <>
              <ClaimsQueueTable
                claims={claims}
                selectable
                selected={selected}
                onToggle={toggle}
                onToggleAll={toggleAll}
              />
              <PaginationFooter
                offset={offset}
                shown={claims.length}
                total={total}
                pageSize={QUEUE_PAGE_SIZE}
                onOffsetChange={(next) => setFilters({ page: next / QUEUE_PAGE_SIZE + 1 })}
              />
            </>
          )}
        </CardContent>
      </Card>
      <TicketPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(ticket) => {
          setPicking(false);
          setTicketForClaim(ticket);
        }}
      />
      {ticketForClaim !== null ? (
        <WarrantyFormDialog ticket={ticketForClaim} claim={null} onClose={() => setTicketForClaim(null)} />
      ) : null}
      <LazyDialogSlot isOpen={settingUp} onDismiss={() => setSettingUp(false)}>
        {settingUp && settings.data ? (
          <ClaimSettingsDialog settings={settings.data} onClose={() => setSettingUp(false)} />
        ) : null}
      </LazyDialogSlot>
    </>
  );
}
