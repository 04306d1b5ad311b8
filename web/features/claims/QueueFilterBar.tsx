import { CLAIM_WORKFLOW_STATUSES, WORKFLOW_LABELS } from '@domain/claim-workflow';
import { UNASSIGNED_LABEL } from '@domain/ticket-labels';
import type { Dealer } from '@domain/api-types';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ChoiceSelect, type Choice } from '../../components/ui/ChoiceSelect';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { getJson } from '../../lib/api';
import { useAssignees } from '../tickets';
import { queryKeys } from '../../lib/query-keys';
import { hasFilters, NO_FILTERS, type QueueFilters } from './queue-filters';

const ANY = 'any';
const STATUS_CHOICES: Choice[] = [
  { value: ANY, label: 'Any status' },
  ...CLAIM_WORKFLOW_STATUSES.map((status) => ({ value: status, label: WORKFLOW_LABELS[status] })),
];
const SOURCE_CHOICES: Choice[] = [
  { value: ANY, label: 'Any source' },
  { value: 'voice_agent', label: 'From a call' },
  { value: 'staff', label: 'Entered by staff' },
  { value: 'dealer', label: 'Filed by dealers' },
];
const DUE_CHOICES: Choice[] = [
  { value: ANY, label: 'Any due time' },
  { value: 'due_soon', label: 'Due soon' },
  { value: 'breached', label: 'Breached' },
];
const SORT_CHOICES: Choice[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'credit_desc', label: 'Largest credit' },
  { value: 'credit_asc', label: 'Smallest credit' },
  { value: 'due', label: 'Authorization due first' },
];

function useOwnerChoices(): Choice[] {
  const { data: staff = [] } = useAssignees();
  return [
    { value: ANY, label: 'Any owner' },
    { value: 'me', label: 'Mine' },
    { value: 'none', label: UNASSIGNED_LABEL },
    ...staff.map((person) => ({ value: String(person.id), label: person.name })),
  ];
}

const ownerFilter = (value: string): QueueFilters['owner'] =>
  value === ANY ? '' : value === 'me' || value === 'none' ? value : Number(value);

function useDealerChoices(): Choice[] {
  const { data = [] } = useQuery({
    queryKey: [...queryKeys.dealers, 'choices'],
    queryFn: () => getJson<Dealer[]>('/api/dealers', { limit: 200 }),
    staleTime: 60_000,
  });
  return [
    { value: ANY, label: 'Any dealer' },
    ...data.map((d) => ({ value: String(d.id), label: d.dealerName })),
  ];
}

type QueueFilterBarProps = { filters: QueueFilters; onChange: (patch: Partial<QueueFilters>) => void };

/** Status, source, dealer, owner, due, date range and sort; every change goes back to the first page. */
export function QueueFilterBar({ filters, onChange }: QueueFilterBarProps) {
  const dealers = useDealerChoices();
  const owners = useOwnerChoices();
  const set = (patch: Partial<QueueFilters>) => onChange({ ...patch, page: 1 });
  const field = 'flex min-w-0 flex-col gap-1';
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4 2xl:grid-cols-8" role="group" aria-label="Filters">
      <div className={field}>
        <Label htmlFor="queue-status">Status</Label>
        <ChoiceSelect
          id="queue-status"
          value={filters.status || ANY}
          choices={STATUS_CHOICES}
          onChange={(value) => set({ status: value === ANY ? '' : (value as QueueFilters['status']) })}
        />
      </div>
      <div className={field}>
        <Label htmlFor="queue-source">Source</Label>
        <ChoiceSelect
          id="queue-source"
          value={filters.source || ANY}
          choices={SOURCE_CHOICES}
          onChange={(value) => set({ source: value === ANY ? '' : (value as QueueFilters['source']) })}
        />
      </div>
      <div className={field}>
        <Label htmlFor="queue-dealer">Dealer</Label>
        <ChoiceSelect
          id="queue-dealer"
          value={filters.dealerId ? String(filters.dealerId) : ANY}
          choices={dealers}
          onChange={(value) => set({ dealerId: value === ANY ? null : Number(value) })}
        />
      </div>
      <div className={field}>
        <Label htmlFor="queue-owner">Owner</Label>
        <ChoiceSelect
          id="queue-owner"
          value={filters.owner === '' ? ANY : String(filters.owner)}
          choices={owners}
          onChange={(value) => set({ owner: ownerFilter(value) })}
        />
      </div>
      <div className={field}>
        <Label htmlFor="queue-due">Authorization due</Label>
        <ChoiceSelect
          id="queue-due"
          value={filters.due || ANY}
          choices={DUE_CHOICES}
          onChange={(value) => set({ due: value === ANY ? '' : (value as QueueFilters['due']) })}
        />
      </div>
      <div className={field}>
        <Label htmlFor="queue-from">From</Label>
        <Input
          id="queue-from"
          type="date"
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className={field}>
        <Label htmlFor="queue-to">To</Label>
        <Input id="queue-to" type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
      </div>
      <div className={field}>
        <Label htmlFor="queue-sort">Sort</Label>
        <ChoiceSelect
          id="queue-sort"
          value={filters.sort}
          choices={SORT_CHOICES}
          onChange={(value) => set({ sort: value as QueueFilters['sort'] })}
        />
      </div>
      {hasFilters(filters) ? (
        <div className="col-span-full">
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}>
            <X aria-hidden />
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
