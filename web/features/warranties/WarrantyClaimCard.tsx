import { Link } from 'wouter';
import { ExternalLink, Pencil, PhoneCall, SlidersHorizontal, Trash2 } from 'lucide-react';
import { isMoneyLocked } from '@domain/claim-workflow';
import { takenByVoiceAgent } from '@domain/claim-intake';
import type { UserRole } from '@domain/admin';
import type { WarrantyClaim } from '@domain/api-types';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ClaimTransitions, WorkflowBadge } from '../claims';
import { LockNotice } from './LockNotice';
import {
  authorizationBadge,
  claimSummary,
  mileageDetails,
  treadDetails,
  type ClaimDetail,
} from './warranty-display';
import { RECORD_PAGES } from '../../lib/paths';

function DetailGrid({ details }: { details: ClaimDetail[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
      {details.map(({ label, value }) => (
        <div key={label}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-sm font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OptionalSection({ title, details }: { title: string; details: ClaimDetail[] }) {
  if (details.length === 0) return null;
  return (
    <section className="rounded-md bg-muted p-3">
      <h5 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h5>
      <DetailGrid details={details} />
    </section>
  );
}

type CardProps = {
  claim: WarrantyClaim;
  onEdit: () => void;
  onDelete: () => void;
  /** Given to a tenant admin on a decided claim: its money changes by adjustment only. */
  onAdjust?: () => void;
  /** The signed-in user, for the workflow moves they may make from the card. */
  user?: { id: number; role: UserRole } | null;
};

/**
 * One claim on its ticket. A claim being prepared offers Edit and Delete; a submitted one says
 * why it is locked, and offers an admin Adjust where it can be adjusted (decision 068).
 */
export function WarrantyClaimCard({ claim, onEdit, onDelete, onAdjust, user }: CardProps) {
  const name = `warranty claim ${claim.id}`;
  const locked = isMoneyLocked(claim.workflowStatus);
  return (
    <article
      aria-label={`Warranty claim ${claim.id}`}
      className="grid gap-3 rounded-md border border-border p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h4 className="font-semibold">Claim #{claim.id}</h4>
          <WorkflowBadge status={claim.workflowStatus} />
          {claim.authorizationStatusName ? (
            <Badge variant={authorizationBadge(claim.authorizationStatusName)}>
              {claim.authorizationStatusName}
            </Badge>
          ) : null}
          {takenByVoiceAgent(claim) && (
            <Badge variant="blue" data-testid="voice-claim-badge">
              <PhoneCall aria-hidden className="size-3" />
              {claim.intakeIncomplete ? 'From a call (incomplete)' : 'From a call'}
            </Badge>
          )}
        </div>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="sm" asChild>
            <Link href={RECORD_PAGES.claim.of(claim.id)} aria-label={`Open ${name}`}>
              <ExternalLink aria-hidden />
              Open
            </Link>
          </Button>
          {locked && onAdjust ? (
            <Button variant="outline" size="sm" aria-label={`Adjust ${name}`} onClick={onAdjust}>
              <SlidersHorizontal aria-hidden />
              Adjust
            </Button>
          ) : null}
          {locked ? null : (
            <>
              <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} onClick={onEdit}>
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Delete ${name}`}
                className="text-destructive hover:bg-red-50"
                onClick={onDelete}
              >
                <Trash2 aria-hidden />
              </Button>
            </>
          )}
        </div>
      </div>
      <LockNotice status={claim.workflowStatus} />
      <DetailGrid details={claimSummary(claim)} />
      <OptionalSection title="Tread Depth Proration" details={treadDetails(claim)} />
      <OptionalSection title="Mileage Proration" details={mileageDetails(claim)} />
      {claim.claimTicketAdjustmentNumber ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Claim Adjustment Number: </span>
          <span className="font-medium">{claim.claimTicketAdjustmentNumber}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-2">
        <p className="text-xs text-muted-foreground">Created {new Date(claim.createdAt).toLocaleString()}</p>
        {user ? <ClaimTransitions claim={claim} user={user} /> : null}
      </div>
    </article>
  );
}
