import { UNASSIGNED_LABEL } from '@domain/ticket-labels';
import { ChoiceSelect, type Choice } from '../../components/ui/ChoiceSelect';
import { cn } from '../../lib/cn';
import { useAssignees } from './use-ownership';

export const NOBODY = 'none';

type AssigneeSelectProps = {
  /** The current owner's id, null for nobody, undefined to show the placeholder. */
  value: number | null | undefined;
  /** The owner as the ticket names them, shown even when they are no longer assignable. */
  currentName?: string | null;
  onChange: (assigneeId: number | null) => void;
  'aria-label': string;
  className?: string;
  disabled?: boolean;
  placeholder?: string;
};

/** Picks a staff member of the tenant, or "Unassigned". */
export function AssigneeSelect({ value, currentName, onChange, className, ...rest }: AssigneeSelectProps) {
  const { data: staff = [] } = useAssignees();
  const choices: Choice[] = [
    { value: NOBODY, label: UNASSIGNED_LABEL },
    ...staff.map((person) => ({ value: String(person.id), label: person.name })),
  ];
  if (typeof value === 'number' && currentName && !staff.some((person) => person.id === value))
    choices.push({ value: String(value), label: currentName });
  return (
    <ChoiceSelect
      {...rest}
      className={cn('h-8 text-xs', className)}
      value={value === undefined ? undefined : value === null ? NOBODY : String(value)}
      choices={choices}
      onChange={(choice) => onChange(choice === NOBODY ? null : Number(choice))}
    />
  );
}
