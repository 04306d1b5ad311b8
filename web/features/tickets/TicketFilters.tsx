import { Search } from 'lucide-react';
import { Input } from '../../components/ui/Input';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { UNASSIGNED_LABEL } from '@domain/ticket-labels';
import { TagFilter } from '../tags';
import { useAssignees } from './use-ownership';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  { value: 'open', label: 'Open' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'closed', label: 'Closed' },
] as const;

export const PRIORITY_FILTERS = [
  { value: 'all', label: 'All Priority' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const;

export const OWNER_FILTERS = [
  { value: 'all', label: 'All Assignees' },
  { value: 'me', label: 'Mine' },
  { value: 'none', label: UNASSIGNED_LABEL },
] as const;

export const DUE_FILTER_CHOICES = [
  { value: 'all', label: 'Any Due Time' },
  { value: 'due_soon', label: 'Due Soon' },
  { value: 'breached', label: 'Breached' },
] as const;

export type TicketFilterValues = {
  search: string;
  status: string;
  priority: string;
  assignee: string;
  due: string;
  tag: string;
};

type TicketFiltersProps = {
  values: TicketFilterValues;
  onChange: (patch: Partial<TicketFilterValues>) => void;
};

export function TicketFilters({ values, onChange }: TicketFiltersProps) {
  const { data: staff = [] } = useAssignees();
  const owners = [
    ...OWNER_FILTERS,
    ...staff.map((person) => ({ value: String(person.id), label: person.name })),
  ];
  return (
    <>
      <div className="relative sm:w-64">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search tickets"
          placeholder="Search tickets..."
          className="pl-9"
          value={values.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <ChoiceSelect
        aria-label="Status filter"
        className="sm:w-40"
        value={values.status}
        choices={STATUS_FILTERS}
        onChange={(status) => onChange({ status })}
      />
      <ChoiceSelect
        aria-label="Priority filter"
        className="sm:w-40"
        value={values.priority}
        choices={PRIORITY_FILTERS}
        onChange={(priority) => onChange({ priority })}
      />
      <ChoiceSelect
        aria-label="Assignee filter"
        className="sm:w-40"
        value={values.assignee}
        choices={owners}
        onChange={(assignee) => onChange({ assignee })}
      />
      <ChoiceSelect
        aria-label="Due filter"
        className="sm:w-40"
        value={values.due}
        choices={DUE_FILTER_CHOICES}
        onChange={(due) => onChange({ due })}
      />
      <TagFilter value={values.tag} onChange={(tag) => onChange({ tag })} />
    </>
  );
}
