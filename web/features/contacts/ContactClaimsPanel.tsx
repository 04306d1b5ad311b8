import { Link } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import type { ClaimQueueItem } from '@domain/api-types';
import { TicketReference } from '../../components/TicketReference';
import { WorkflowBadge } from '../claims';
import { ContactListPanel } from './ContactListPanel';
import { useContactClaims, type ContactRef } from './use-contact-records';
import { RECORD_PAGES } from '../../lib/paths';

const created = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function ClaimLine({ claim }: { claim: ClaimQueueItem }) {
  const name = claim.claimTicketAdjustmentNumber ?? `Claim ${claim.id}`;
  const tyre = [claim.tireBrand, claim.tireModel].filter(Boolean).join(' ');
  return (
    <Link
      href={RECORD_PAGES.claim.of(claim.id)}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-sm hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none"
    >
      <span className="font-semibold text-primary">{name}</span>
      <span className="min-w-0 flex-1 basis-40 break-words text-muted-foreground">
        <TicketReference reference={claim} />
        {tyre ? ` · ${tyre}` : ''}
      </span>
      <WorkflowBadge status={claim.workflowStatus} />
      <span className="ml-auto whitespace-nowrap text-xs text-muted-foreground tabular-nums">
        {created.format(new Date(claim.createdAt))}
      </span>
    </Link>
  );
}

/** The contact's warranty claims, newest first, each linking to its claim page. */
export function ContactClaimsPanel({ contact, empty }: { contact: ContactRef; empty: string }) {
  return (
    <ContactListPanel<ClaimQueueItem>
      title="Warranty Claims"
      icon={ShieldCheck}
      noun="claim"
      list={useContactClaims(contact)}
      empty={empty}
      getKey={(claim) => claim.id}
      renderItem={(claim) => <ClaimLine claim={claim} />}
    />
  );
}
