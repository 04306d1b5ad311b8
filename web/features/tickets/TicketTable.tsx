import { useState } from 'react';
import { PaginationFooter } from '../../components/PaginationFooter';
import { Card, CardHeader, CardTitle } from '../../components/ui/Card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/Table';
import { PAGE_SIZE } from '../../lib/paging';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { TicketFilters, type TicketFilterValues } from './TicketFilters';
import { BulkAssignBar } from './BulkAssignBar';
import { TicketRow, type TicketRowActions } from './TicketRow';
import { useTicketSelection } from './use-ticket-selection';
import { useTicketPage } from './use-tickets';

const COLUMNS = ['Ticket', 'Customer', 'Status', 'Priority', 'Created', 'Claim Package', 'Actions'];

function MessageRow({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'error' }) {
  return (
    <TableRow>
      <TableCell
        colSpan={COLUMNS.length}
        className={
          tone === 'error' ? 'py-12 text-center text-destructive' : 'py-12 text-center text-muted-foreground'
        }
      >
        {children}
      </TableCell>
    </TableRow>
  );
}

export function TicketTable(actions: TicketRowActions) {
  const [filters, setFilters] = useState<TicketFilterValues>({
    search: '',
    status: 'all',
    priority: 'all',
    assignee: 'all',
  });
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(filters.search);
  const { data, isLoading, isError } = useTicketPage({
    search,
    status: filters.status,
    priority: filters.priority,
    assignee: filters.assignee,
    limit: PAGE_SIZE,
    offset,
  });
  const tickets = data?.items ?? [];
  const selection = useTicketSelection(tickets);

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle className="whitespace-nowrap text-lg">Support Tickets</CardTitle>
        <TicketFilters
          values={filters}
          onChange={(patch) => {
            setFilters((current) => ({ ...current, ...patch }));
            setOffset(0);
          }}
        />
      </CardHeader>
      {selection.ids.length > 0 ? <BulkAssignBar selected={selection.ids} onDone={selection.clear} /> : null}
      <Table aria-label="Support Tickets">
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHead
                key={column}
                className={column === 'Claim Package' ? 'whitespace-normal px-2 leading-tight' : 'px-2'}
              >
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading ? <MessageRow>Loading tickets...</MessageRow> : null}
          {isError ? <MessageRow tone="error">Failed to load tickets.</MessageRow> : null}
          {!isLoading && !isError && tickets.length === 0 ? (
            <MessageRow>No tickets found. Create your first ticket to get started.</MessageRow>
          ) : null}
          {tickets.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              isSelected={selection.has(ticket.id)}
              onToggleSelected={() => selection.toggle(ticket.id)}
              {...actions}
            />
          ))}
        </TableBody>
      </Table>
      <PaginationFooter
        offset={offset}
        shown={tickets.length}
        total={data?.total ?? 0}
        pageSize={PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </Card>
  );
}
