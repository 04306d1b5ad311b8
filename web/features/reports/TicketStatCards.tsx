import { ChartColumn, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { StateMessage } from '../../components/StateMessage';
import { StatGrid } from '../../components/list-page/StatGrid';
import { useTicketStats } from '../tickets';

/** Total, open, in-progress and resolved-today tickets of the active tenant, from /api/tickets/stats. */
export function TicketStatCards() {
  const { data, isError } = useTicketStats();
  return (
    <>
      {isError ? (
        <StateMessage isError className="mb-3">
          Failed to load ticket statistics.
        </StateMessage>
      ) : null}
      <StatGrid
        className="grid-cols-2 sm:grid-cols-2 lg:grid-cols-4"
        stats={[
          { label: 'Total Tickets', value: data?.totalTickets, icon: ChartColumn },
          { label: 'Open Tickets', value: data?.openTickets, icon: CircleAlert, tone: 'text-red-700' },
          { label: 'In Progress', value: data?.inProgressTickets, icon: Clock, tone: 'text-yellow-700' },
          { label: 'Resolved Today', value: data?.resolvedToday, icon: CircleCheck, tone: 'text-green-700' },
        ]}
      />
    </>
  );
}
