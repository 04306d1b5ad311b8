import { useRef, type ReactNode } from 'react';
import type { TicketSort } from '@domain/tickets';
import { PaginationFooter } from '../../components/PaginationFooter';
import { Card, CardHeader, CardTitle } from '../../components/ui/Card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/Table';
import { PAGE_SIZE } from '../../lib/paging';
import { useElementWidth } from '../../lib/use-element-width';
import { TicketFilters, type TicketFilterValues } from './TicketFilters';
import { BulkAssignBar } from './BulkAssignBar';
import { SortableHead } from './SortableHead';
import { TicketCard } from './TicketCard';
import { TicketRow, type TicketRowActions } from './TicketRow';
import { TicketSortSelect } from './TicketSortSelect';
import { TicketViewsMenu } from '../tags';
import { useCurrentUser } from '../auth';
import { nextSort, serverQuery, stateOfView, viewOfState } from './ticket-list-params';
import { useTicketListState } from './use-ticket-list-state';
import { useTicketSelection } from './use-ticket-selection';
import { useTicketPage } from './use-tickets';

/** Below this width the list shows cards: eight columns no longer leave the subject any room. */
const CARDS_BELOW_PX = 832;
/** From this width the due badge has a column of its own; below it, it sits under the status. */
const DUE_COLUMN_FROM_PX = 1120;

/**
 * Fixed widths for everything but the ticket's own column, which takes the rest (the table is
 * `table-fixed`, so no cell's content can push it wider than its card).
 */
type Column = { label: string; width: string; sort?: TicketSort };
const COLUMNS: Column[] = [
  { label: 'Ticket', width: '' },
  { label: 'Customer', width: 'w-[9.5rem]' },
  { label: 'Status', width: 'w-[7rem]', sort: 'status' },
  { label: 'Priority', width: 'w-[5.75rem]', sort: 'priority' },
  // As wide as "Breached 23 h ago"; only from DUE_COLUMN_FROM_PX, so the subject keeps its room.
  { label: 'Due', width: 'w-[9.5rem]', sort: 'due' },
  { label: 'Updated', width: 'w-[6rem]', sort: 'updated' },
  { label: 'Created', width: 'w-[6rem]', sort: 'created' },
  { label: 'Claim Package', width: 'w-[5.5rem] whitespace-normal leading-tight' },
  { label: 'Actions', width: 'w-[4rem]' },
];

function TableMessage({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'error' }) {
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

function CardMessage({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'error' }) {
  return (
    <p
      className={
        tone === 'error'
          ? 'px-4 py-12 text-center text-destructive'
          : 'px-4 py-12 text-center text-muted-foreground'
      }
    >
      {children}
    </p>
  );
}

export function TicketTable(actions: TicketRowActions) {
  const list = useTicketListState();
  const { state } = list;
  const { data, isLoading, isError } = useTicketPage(serverQuery(state, PAGE_SIZE));
  const tickets = data?.items ?? [];
  const selection = useTicketSelection(tickets);
  const cardRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(cardRef);
  const asCards = width !== null && width < CARDS_BELOW_PX;
  const dueColumn = width === null || width >= DUE_COLUMN_FROM_PX;
  const columns = dueColumn ? COLUMNS : COLUMNS.filter((column) => column.sort !== 'due');
  const filters: TicketFilterValues = { ...state, search: list.searchText };
  const order = { sort: state.sort, direction: state.direction };
  const { user } = useCurrentUser();
  const canShare = user?.role === 'tenant_admin' || user?.role === 'global_admin';

  const message = (Message: typeof TableMessage): ReactNode => {
    if (isLoading) return <Message>Loading tickets...</Message>;
    if (isError) return <Message tone="error">Failed to load tickets.</Message>;
    if (tickets.length === 0)
      return <Message>No tickets found. Create your first ticket to get started.</Message>;
    return null;
  };
  const itemProps = (ticket: (typeof tickets)[number]) => ({
    ticket,
    isSelected: selection.has(ticket.id),
    onToggleSelected: () => selection.toggle(ticket.id),
    ...actions,
  });

  return (
    <Card ref={cardRef} className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle className="whitespace-nowrap text-lg">Support Tickets</CardTitle>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap sm:items-center">
          <TicketFilters
            values={filters}
            onChange={({ search, ...patch }) => {
              if (search !== undefined) list.setSearchText(search);
              if (Object.keys(patch).length > 0) list.change(patch);
            }}
          />
          {asCards ? <TicketSortSelect value={order} onChange={list.change} /> : null}
          <TicketViewsMenu
            current={viewOfState(state)}
            canShare={canShare}
            onApply={(query) => {
              list.setSearchText(null);
              list.change(stateOfView(query));
            }}
          />
        </div>
      </CardHeader>
      {selection.ids.length > 0 ? <BulkAssignBar selected={selection.ids} onDone={selection.clear} /> : null}
      {asCards ? (
        <section aria-label="Support Tickets" className="border-t border-border">
          {message(CardMessage)}
          {tickets.map((ticket) => (
            <TicketCard key={ticket.id} {...itemProps(ticket)} />
          ))}
        </section>
      ) : (
        <Table aria-label="Support Tickets" className="table-fixed">
          <TableHeader>
            <TableRow>
              {columns.map((column) =>
                column.sort ? (
                  <SortableHead
                    key={column.label}
                    label={column.label}
                    sort={column.sort}
                    current={order}
                    onSort={(sort) => list.change(nextSort(order, sort))}
                    className={`px-2 ${column.width}`}
                  />
                ) : (
                  <TableHead key={column.label} className={`px-2 ${column.width}`}>
                    {column.label}
                  </TableHead>
                ),
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {message(TableMessage)}
            {tickets.map((ticket) => (
              <TicketRow key={ticket.id} {...itemProps(ticket)} dueColumn={dueColumn} />
            ))}
          </TableBody>
        </Table>
      )}
      <PaginationFooter
        offset={(state.page - 1) * PAGE_SIZE}
        shown={tickets.length}
        total={data?.total ?? 0}
        totalIsEstimate={data?.totalIsEstimate}
        pageSize={PAGE_SIZE}
        onOffsetChange={(offset) => list.goToPage(offset / PAGE_SIZE + 1)}
      />
    </Card>
  );
}
