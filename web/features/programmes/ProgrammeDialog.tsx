import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ROUNDING_LABELS, ROUNDING_POLICIES } from '@domain/proration';
import {
  BASIS_LABELS,
  PROGRAMME_BASES,
  programmeFormSchema,
  programmeFormValues,
  type ProgrammeFormValues,
  type WarrantyProgramme,
} from '@domain/warranty-programmes';
import { FormDialog } from '../../components/FormDialog';
import { ChoiceField } from '../../components/ui/ChoiceField';
import { choicesOf } from '../../components/ui/ChoiceSelect';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { SwitchField } from '../../components/ui/SwitchField';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { showSaveFailure } from '../../components/save-feedback';
import { useSaveProgramme } from './use-programmes';

type TextField = Exclude<keyof ProgrammeFormValues, 'basis' | 'rounding' | 'photoRequired'>;
type TextSpec = { name: TextField; label: string; hint?: string; numeric?: boolean; wide?: boolean };

const TERMS: TextSpec[] = [
  { name: 'name', label: 'Programme name', wide: true },
  { name: 'brands', label: 'Brands', hint: 'Separated by commas: Michelin, BFGoodrich' },
  {
    name: 'productLines',
    label: 'Product lines (optional)',
    hint: 'A tyre whose model starts with one of these; empty covers every line of the brands',
  },
  { name: 'mileageWarranty', label: 'Mileage warranty (miles)', numeric: true },
  { name: 'yearsFromPurchase', label: 'Years from purchase', numeric: true },
  {
    name: 'yearsFromManufacture',
    label: 'Years from manufacture',
    hint: 'When there is no proof of purchase, from the DOT date code',
    numeric: true,
  },
  { name: 'freeReplacementMiles', label: 'Free replacement within (miles)', numeric: true },
  { name: 'freeReplacementPercent', label: 'Free replacement within (% worn)', numeric: true },
];
const FIELDS = [...TERMS.map((term) => term.name), 'basis', 'rounding', 'photoRequired'];

type ProgrammeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this programme instead of adding one: same fields, same rules. */
  programme?: WarrantyProgramme;
};

/**
 * 'New Programme' or 'Edit Programme': every term the eligibility verdict reads (decision 071).
 * Mounted anew for each opening, so it starts from the programme's terms every time.
 */
export function ProgrammeDialog({ open, onOpenChange, programme }: ProgrammeDialogProps) {
  const save = useSaveProgramme(programme);
  const form = useForm<ProgrammeFormValues, unknown, z.output<typeof programmeFormSchema>>({
    resolver: zodResolver(programmeFormSchema),
    defaultValues: programmeFormValues(programme),
  });
  const { errors } = form.formState;
  const close = () => onOpenChange(false);
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: 'Success', description: `${saved.name} saved` });
        close();
      },
      onError: (error) =>
        showSaveFailure(error, form.setError, FIELDS, serverMessage(error, 'Failed to save the programme')),
    }),
  );

  const textField = ({ name, label, hint, numeric, wide }: TextSpec) => (
    <FormField
      key={name}
      label={label}
      hint={hint}
      error={errors[name]?.message}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      <Input inputMode={numeric ? 'numeric' : undefined} {...form.register(name)} />
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={programme ? 'Edit Programme' : 'New Programme'}
      description="The eligibility verdict of every claim on these brands reads these terms."
      submitLabel={programme ? 'Save Changes' : 'Create Programme'}
      isPending={save.isPending}
      onSubmit={submit}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {TERMS.slice(0, 3).map(textField)}
        <ChoiceField
          control={form.control}
          name="basis"
          label="Basis"
          choices={choicesOf(PROGRAMME_BASES, BASIS_LABELS)}
        />
        {TERMS.slice(3).map(textField)}
        <ChoiceField
          control={form.control}
          name="rounding"
          label="Rounding of the worn share"
          choices={choicesOf(ROUNDING_POLICIES, ROUNDING_LABELS)}
        />
        <Controller
          control={form.control}
          name="photoRequired"
          render={({ field }) => (
            <SwitchField
              className="self-end"
              label="Photo required before authorizing"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
