import { useState, type ReactNode } from 'react';
import type { ClaimSettings } from '@domain/claim-policy';
import type { TreadUnit } from '@domain/claim-readings';
import { ROUNDING_LABELS, ROUNDING_POLICIES, type RoundingPolicy } from '@domain/proration';
import { FormDialog } from '../../components/FormDialog';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { SwitchField } from '../../components/ui/SwitchField';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { centsFromText, centsToText } from './claim-display';
import { useSaveClaimSettings } from './use-claims';

const TREAD_UNIT_CHOICES = [
  { value: '32nds', label: '32nds of an inch' },
  { value: 'mm', label: 'Millimetres' },
];
const ROUNDING_CHOICES = ROUNDING_POLICIES.map((value) => ({ value, label: ROUNDING_LABELS[value] }));

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

type DraftProps = { draft: ClaimSettings; set: (patch: Partial<ClaimSettings>) => void };

function RoundingFields({ draft, set }: DraftProps) {
  return (
    <Group title="Readings and rounding">
      <FormField label="Tread depths of new claims" hint="Each claim keeps the unit it was filed in.">
        <ChoiceSelect
          value={draft.treadUnit}
          onChange={(treadUnit) => set({ treadUnit: treadUnit as TreadUnit })}
          choices={TREAD_UNIT_CHOICES}
        />
      </FormField>
      <FormField label="Tread-depth proration">
        <ChoiceSelect
          value={draft.tread}
          onChange={(tread) => set({ tread: tread as RoundingPolicy })}
          choices={ROUNDING_CHOICES}
        />
      </FormField>
      <FormField label="Mileage proration">
        <ChoiceSelect
          value={draft.mileage}
          onChange={(mileage) => set({ mileage: mileage as RoundingPolicy })}
          choices={ROUNDING_CHOICES}
        />
      </FormField>
    </Group>
  );
}

/**
 * A tenant admin's claim policy: how prorations round (decision 031) and who may authorize
 * (decision 068): four-eyes, agents authorizing, and the credit above which a tenant admin must.
 */
export function ClaimSettingsDialog({ settings, onClose }: { settings: ClaimSettings; onClose: () => void }) {
  const save = useSaveClaimSettings();
  const [draft, setDraft] = useState(settings);
  const [limitText, setLimitText] = useState(centsToText(settings.agentAuthorizationLimitCents));
  const limit = centsFromText(limitText);
  const set = (patch: Partial<ClaimSettings>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (next: ClaimSettings) =>
    save.mutate(next, {
      onSuccess: () => {
        toast({ title: 'Saved', description: 'Claim settings saved' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to save claim settings'),
          variant: 'destructive',
        }),
    });

  return (
    <FormDialog
      open
      onClose={onClose}
      size="md"
      title="Claim settings"
      description="How claims are prorated and who may authorize them, for everyone in this organisation."
      submitLabel="Save settings"
      isPending={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (limit !== undefined) submit({ ...draft, agentAuthorizationLimitCents: limit });
      }}
    >
      <RoundingFields draft={draft} set={set} />
      <Group title="Authorization">
        <SwitchField
          label="Four-eyes rule"
          hint="Whoever filed a claim or last changed its money cannot authorize it."
          checked={draft.fourEyes}
          onChange={(fourEyes) => set({ fourEyes })}
        />
        <SwitchField
          label="Agents may authorize"
          hint="Otherwise only tenant admins authorize claims."
          checked={draft.agentsMayAuthorize}
          onChange={(agentsMayAuthorize) => set({ agentsMayAuthorize })}
        />
        <FormField
          label="Agents' limit (US dollars)"
          hint="Credits above it need a tenant admin. Empty: no limit."
          error={limit === undefined ? 'Enter an amount in dollars, e.g. 250.00' : undefined}
        >
          <Input
            inputMode="decimal"
            value={limitText}
            disabled={!draft.agentsMayAuthorize}
            onChange={(event) => setLimitText(event.target.value)}
          />
        </FormField>
      </Group>
    </FormDialog>
  );
}
