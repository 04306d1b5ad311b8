import type { WarrantyClaim } from '@domain/api-types';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { FormField } from '../../components/ui/FormField';

export const TICKET_ONLY = 'ticket';

type AttachToChoiceProps = { claims: WarrantyClaim[]; value: string; onChange: (value: string) => void };

/** Whether new files belong to the ticket alone or to one of its claims. */
export function AttachToChoice({ claims, value, onChange }: AttachToChoiceProps) {
  const choices = [
    { value: TICKET_ONLY, label: 'This ticket' },
    ...claims.map((claim) => ({
      value: String(claim.id),
      label: `Claim #${claim.id}${claim.claimTicketAdjustmentNumber ? ` (${claim.claimTicketAdjustmentNumber})` : ''}`,
    })),
  ];
  return (
    <FormField label="Attach new files to" className="sm:max-w-xs">
      <ChoiceSelect value={value} onChange={onChange} choices={choices} />
    </FormField>
  );
}
