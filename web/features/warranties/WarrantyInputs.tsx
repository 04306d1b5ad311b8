import { Controller, type UseFormReturn } from 'react-hook-form';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { parseWholeNumber, type WarrantyFormValues, type WarrantyPayload } from './warranty-form';

export type WarrantyForm = UseFormReturn<WarrantyFormValues, unknown, WarrantyPayload>;
type FieldName = Exclude<keyof WarrantyFormValues, 'ticketId'>;

type InputProps = {
  form: WarrantyForm;
  name: FieldName;
  label: string;
  hint?: string;
  kind?: 'text' | 'whole' | 'decimal' | 'datetime';
};

/** One warranty field; 'whole' inputs turn empty text into undefined and parse whole integers. */
export function WarrantyInput({ form, name, label, hint, kind = 'text' }: InputProps) {
  const error = form.formState.errors[name]?.message;
  const registration =
    kind === 'whole' ? form.register(name, { setValueAs: parseWholeNumber }) : form.register(name);
  return (
    <FormField label={label} error={error} hint={hint}>
      <Input
        {...registration}
        type={kind === 'whole' ? 'number' : kind === 'datetime' ? 'datetime-local' : 'text'}
        inputMode={kind === 'whole' ? 'numeric' : kind === 'decimal' ? 'decimal' : undefined}
        min={kind === 'whole' ? 0 : undefined}
        step={kind === 'whole' ? 1 : undefined}
      />
    </FormField>
  );
}

type ChoiceProps = { form: WarrantyForm; name: FieldName; label: string; options: string[] };

/** A text field picked from the usual values; a stored value outside them stays selectable. */
export function WarrantyChoice({ form, name, label, options }: ChoiceProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const current = typeof field.value === 'string' ? field.value : '';
        const values = current && !options.includes(current) ? [...options, current] : options;
        return (
          <FormField label={label} error={fieldState.error?.message}>
            <ChoiceSelect
              value={current}
              onChange={field.onChange}
              placeholder="Select..."
              choices={values.map((value) => ({ value, label: value }))}
            />
          </FormField>
        );
      }}
    />
  );
}
