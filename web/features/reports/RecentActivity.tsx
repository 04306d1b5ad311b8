import { Link } from 'wouter';
import type { ReportSummary } from '@domain/api-types';
import { formatRelativeTime } from '@domain/display';
import { RECENT_ITEMS } from '@domain/reports';
import { ticketLabel } from '@domain/tickets';
import { StateMessage } from '../../components/StateMessage';
import { TicketReference } from '../../components/TicketReference';
import { Badge } from '../../components/ui/Badge';
import { StatusBadge, BACK_ON_CLOSE } from '../tickets';
import { authorizationBadge } from '../warranties';
import { RECORD_PAGES } from '../../lib/paths';

const listClass = 'divide-y divide-border rounded-lg border border-border';

/** Recent Tickets and Recent Claims: the first 5 of each. */
export function RecentActivity({ report }: { report: ReportSummary }) {
  const tickets = report.recentTickets.slice(0, RECENT_ITEMS);
  const claims = report.recentClaims.slice(0, RECENT_ITEMS);
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      <section>
        <h3 className="mb-2 text-sm font-semibold">Recent Tickets</h3>
        {tickets.length === 0 ? <StateMessage>No tickets yet.</StateMessage> : null}
        <ul className={listClass} aria-label="Recent Tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <Link
                  href={RECORD_PAGES.ticket.of(ticket.id)}
                  state={BACK_ON_CLOSE}
                  className="text-sm font-semibold text-primary hover:underline"
                >
                  {ticketLabel(ticket)}
                </Link>
                <p className="truncate text-sm text-muted-foreground">{ticket.subject}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <StatusBadge status={ticket.status} />
                <span className="text-xs text-muted-foreground">{formatRelativeTime(ticket.createdAt)}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="mb-2 text-sm font-semibold">Recent Claims</h3>
        {claims.length === 0 ? <StateMessage>No warranty claims yet.</StateMessage> : null}
        <ul className={listClass} aria-label="Recent Claims">
          {claims.map((claim) => (
            <li key={claim.id} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold">Claim #{claim.id}</p>
                <p className="truncate text-sm text-muted-foreground">
                  <TicketReference reference={claim} />
                  {claim.calculatedPercent ? ` · ${claim.calculatedPercent}% worn` : ''}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                {claim.authorizationStatusName ? (
                  <Badge variant={authorizationBadge(claim.authorizationStatusName)}>
                    {claim.authorizationStatusName}
                  </Badge>
                ) : null}
                <span className="text-xs text-muted-foreground">{formatRelativeTime(claim.createdAt)}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
