import type { ClaimQueueItem } from '@domain/api-types';
import { carriesCredit } from '@domain/claim-workflow';
import { UNASSIGNED_LABEL } from '@domain/ticket-labels';
import { Link } from 'wouter';
import { DueTimeBadge } from '../../components/DueTimeBadge';
import { TicketReference } from '../../components/TicketReference';
import { cn } from '../../lib/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/Table';
import { formatCents } from './claim-display';
import { ClaimFlags } from './EligibilityFlags';
import { SourceBadge } from './SourceBadge';
import { WorkflowBadge } from './WorkflowBadge';
import { RECORD_PAGES } from '../../lib/paths';

type ClaimsQueueTableProps = {
  claims: ClaimQueueItem[];
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
};

/** What a claim's due time is for (decision 096). */
const AUTHORIZATION = 'Authorization';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function contactOf(claim: ClaimQueueItem) {
  return claim.dealerName ?? claim.customerName ?? 'Unknown';
}

/** The credit the claim carries: a denied, withdrawn or reversed claim carries none. */
function creditOf(claim: ClaimQueueItem) {
  if (claim.carriedCreditCents !== null) return formatCents(claim.carriedCreditCents);
  return carriesCredit(claim.workflowStatus) ? null : 'No credit';
}

export function ClaimsQueueTable({
  claims,
  selectable,
  selected,
  onToggle,
  onToggleAll,
}: ClaimsQueueTableProps) {
  const allSelected = claims.length > 0 && claims.every((claim) => selected.has(claim.id));
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            {selectable ? (
              <TableHead className="w-10">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  aria-label="Select all claims on this page"
                  checked={allSelected}
                  onChange={(event) => onToggleAll(event.target.checked)}
                />
              </TableHead>
            ) : null}
            <TableHead>Claim</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="hidden md:table-cell">Customer / Dealer</TableHead>
            <TableHead className="hidden lg:table-cell">Tyre</TableHead>
            <TableHead className="hidden sm:table-cell">Owner</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Credit</TableHead>
            <TableHead className="hidden sm:table-cell">Due</TableHead>
            <TableHead className="hidden sm:table-cell">Created</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {claims.map((claim) => (
            <TableRow key={claim.id} data-testid="claim-row">
              {selectable ? (
                <TableCell>
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    aria-label={`Select claim ${claim.id}`}
                    checked={selected.has(claim.id)}
                    onChange={() => onToggle(claim.id)}
                  />
                </TableCell>
              ) : null}
              <TableCell>
                <Link
                  href={RECORD_PAGES.claim.of(claim.id)}
                  className="whitespace-nowrap font-medium text-primary hover:underline"
                >
                  {claim.claimTicketAdjustmentNumber ?? `Claim ${claim.id}`}
                </Link>
                <div className="text-xs text-muted-foreground">
                  <TicketReference reference={claim} />
                  <span className="md:hidden"> · {contactOf(claim)}</span>
                </div>
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap items-center gap-1">
                  <WorkflowBadge
                    status={claim.workflowStatus}
                    className="whitespace-normal sm:whitespace-nowrap"
                  />
                  <SourceBadge source={claim.source} />
                  <ClaimFlags claim={claim} />
                </div>
                {creditOf(claim) !== null ? (
                  <div className="mt-1 text-xs tabular-nums text-muted-foreground sm:hidden">
                    {claim.carriedCreditCents !== null ? `Credit ${creditOf(claim)}` : creditOf(claim)}
                  </div>
                ) : null}
                <div className="mt-1 text-xs text-muted-foreground sm:hidden">
                  {claim.ownerName ?? UNASSIGNED_LABEL}
                </div>
                {claim.dueAt ? (
                  <div className="mt-1 sm:hidden">
                    <DueTimeBadge dueAt={claim.dueAt} what={AUTHORIZATION} />
                  </div>
                ) : null}
              </TableCell>
              <TableCell className="hidden md:table-cell">{contactOf(claim)}</TableCell>
              <TableCell className="hidden lg:table-cell">
                {[claim.tireBrand, claim.tireSize].filter(Boolean).join(' ') || '—'}
                {claim.dotSerial ? (
                  <div className="text-xs text-muted-foreground">{claim.dotSerial}</div>
                ) : null}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                {claim.ownerName ?? <span className="text-muted-foreground">{UNASSIGNED_LABEL}</span>}
              </TableCell>
              <TableCell
                className={cn(
                  'hidden text-right tabular-nums sm:table-cell',
                  claim.carriedCreditCents === null && 'text-muted-foreground',
                )}
              >
                {creditOf(claim) ?? '—'}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <DueTimeBadge dueAt={claim.dueAt} what={AUTHORIZATION} />
              </TableCell>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                {day.format(new Date(claim.createdAt))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
