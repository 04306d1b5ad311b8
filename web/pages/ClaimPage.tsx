import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ArrowLeft, FileDown, History, Pencil, Printer, SlidersHorizontal } from 'lucide-react';
import { claimPackagePdfUrl } from '@domain/claim-package-url';
import type { ClaimView } from '@domain/api-types';
import { isAdjustable } from '@domain/claim-locks';
import { isAdminRole, isMoneyLocked } from '@domain/claim-workflow';
import { ticketLabel } from '@domain/tickets';
import { DueTimeBadge } from '../components/DueTimeBadge';
import { PageHeader } from '../components/PageHeader';
import { StateMessage } from '../components/StateMessage';
import { Button } from '../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/Card';
import { AttachmentsPanel } from '../features/attachments';
import { useCurrentUser } from '../features/auth';
import {
  recordDetails,
  ClaimHistory,
  ClaimLedger,
  ClaimOwnerAssign,
  ClaimTransitions,
  useClaimView,
  DealerMessagesPanel,
  SourceBadge,
  WorkflowBadge,
  EligibilityPanel,
} from '../features/claims';
import {
  claimSummary,
  mileageDetails,
  treadDetails,
  type ClaimDetail,
  AdjustClaimDialog,
  LockNotice,
  WarrantyFormDialog,
} from '../features/warranties';
import { BACK_ON_CLOSE } from '../features/tickets';
import { PATHS, RECORD_PAGES } from '../lib/paths';

function Details({ title, details }: { title: string; details: ClaimDetail[] }) {
  if (details.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{title}</h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {details.map((detail) => (
          <div
            key={detail.label}
            className="flex justify-between gap-3 border-b border-border/60 pb-1 text-sm"
          >
            <dt className="text-muted-foreground">{detail.label}</dt>
            <dd className="text-right font-medium">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Contact({ view }: { view: ClaimView }) {
  if (view.dealer)
    return (
      <p className="text-sm">
        <span className="font-medium">{view.dealer.dealerName}</span> ({view.dealer.dealerCode})
        <span className="block text-muted-foreground">
          {view.dealer.contactName} · {view.dealer.phone} · {view.dealer.city}, {view.dealer.state}
        </span>
      </p>
    );
  if (view.customer)
    return (
      <p className="text-sm">
        <span className="font-medium">{view.customer.name}</span>
        <span className="block text-muted-foreground">
          {[view.customer.phone, view.customer.email].filter(Boolean).join(' · ')}
        </span>
      </p>
    );
  return <p className="text-sm text-muted-foreground">Unknown · No contact info</p>;
}

/** One claim on its own linkable page: ticket, contact, figures, photos and history. */
export function ClaimPage() {
  const { id } = useParams<{ id: string }>();
  const claimId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const { user } = useCurrentUser();
  const { data: view, isLoading, isError } = useClaimView(claimId);
  const [editing, setEditing] = useState<'edit' | 'adjust' | null>(null);
  const back = (
    <Button variant="ghost" size="sm" asChild>
      <Link href={PATHS.warranties}>
        <ArrowLeft aria-hidden />
        All Warranties
      </Link>
    </Button>
  );
  if (claimId === 0 || isError)
    return (
      <>
        {back}
        <StateMessage isError className="mt-4">
          Warranty claim not found
        </StateMessage>
      </>
    );
  if (isLoading || !view) return <StateMessage>Loading warranty...</StateMessage>;
  const { claim } = view;
  return (
    <>
      {back}
      <PageHeader
        title={claim.claimTicketAdjustmentNumber ?? `Claim ${claim.id}`}
        description={`${ticketLabel(view.ticket)} · ${view.ticket.subject}`}
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={claimPackagePdfUrl(view.ticket.id)} target="_blank" rel="noopener">
                <FileDown aria-hidden />
                Claim package (PDF)
              </a>
            </Button>
            <Button variant="outline" asChild>
              <Link href={RECORD_PAGES.claimPackage.of(view.ticket.id)}>
                <Printer aria-hidden />
                Printable package
              </Link>
            </Button>
            {!isMoneyLocked(claim.workflowStatus) ? (
              <Button variant="outline" onClick={() => setEditing('edit')}>
                <Pencil aria-hidden />
                Edit
              </Button>
            ) : null}
            {user && isAdminRole(user.role) && isAdjustable(claim.workflowStatus) ? (
              <Button variant="outline" onClick={() => setEditing('adjust')}>
                <SlidersHorizontal aria-hidden />
                Adjust
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle className="flex items-center gap-2 text-lg">
                Status <WorkflowBadge status={claim.workflowStatus} />
                <SourceBadge source={claim.source} />
              </CardTitle>
              {user ? <ClaimTransitions claim={claim} user={user} /> : null}
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <LockNotice status={claim.workflowStatus} />
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-muted-foreground">Owner</span>
                <ClaimOwnerAssign
                  ids={[claim.id]}
                  value={view.owner?.id ?? null}
                  currentName={view.owner?.name}
                />
              </div>
              {claim.dueAt ? (
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold text-muted-foreground">Due</span>
                  <DueTimeBadge dueAt={claim.dueAt} what="Authorization" />
                  <span className="text-muted-foreground">{new Date(claim.dueAt).toLocaleString()}</span>
                </div>
              ) : null}
              <section aria-label="Ticket and contact">
                <h3 className="mb-2 text-sm font-semibold text-muted-foreground">Ticket and contact</h3>
                <p className="mb-1 text-sm">
                  <Link
                    href={RECORD_PAGES.ticket.of(view.ticket.id)}
                    state={BACK_ON_CLOSE}
                    className="font-medium text-primary hover:underline"
                  >
                    {ticketLabel(view.ticket)}
                  </Link>{' '}
                  {view.ticket.subject} · {view.ticket.status} · {view.ticket.priority} priority
                </p>
                <Contact view={view} />
                {view.creditedDealerName ? (
                  <p className="mt-1 text-sm">Dealer credited: {view.creditedDealerName}</p>
                ) : null}
              </section>
              <EligibilityPanel claim={claim} />
              <Details title="Claim" details={claimSummary(claim)} />
              <Details title="Tyre and money" details={recordDetails(claim)} />
              <Details title="Tread Depth Proration" details={treadDetails(claim)} />
              <Details title="Mileage Proration" details={mileageDetails(claim)} />
              <ClaimLedger credits={view.credits} />
            </CardContent>
          </Card>
          <AttachmentsPanel ticketId={view.ticket.id} claimId={claim.id} />
          {view.dealer ? (
            <DealerMessagesPanel claimId={claim.id} dealerName={view.dealer.dealerName} />
          ) : null}
        </div>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <History className="size-4 text-muted-foreground" aria-hidden />
              History
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ClaimHistory history={view.history} />
          </CardContent>
        </Card>
      </div>
      {editing === 'edit' ? (
        <WarrantyFormDialog ticket={view.ticket} claim={claim} onClose={() => setEditing(null)} />
      ) : null}
      {editing === 'adjust' ? (
        <AdjustClaimDialog ticket={view.ticket} claim={claim} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
