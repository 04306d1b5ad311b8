import { Link } from 'wouter';
import { ticketLabel, type TicketReference as Reference } from '@domain/ticket-labels';
import { cn } from '../lib/cn';
import { RECORD_PAGES } from '../lib/paths';

/**
 * A ticket named in another record's line ("#TK-060"): a link to the ticket, or plain text where
 * the line is a link already (links cannot hold links).
 */
export function TicketReference({
  reference,
  link = false,
  className,
}: {
  reference: Reference;
  link?: boolean;
  className?: string;
}) {
  const label = ticketLabel({ number: reference.ticketNumber });
  if (!link) return <span className={className}>{label}</span>;
  return (
    <Link
      href={RECORD_PAGES.ticket.of(reference.ticketId)}
      className={cn('text-primary hover:underline', className)}
    >
      {label}
    </Link>
  );
}
