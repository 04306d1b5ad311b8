import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { centsFromText, centsToText } from '../claims';
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
  kind?: 'text' | 'whole' | 'decimal' | 'datetime' | 'date';
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
        type={
          kind === 'whole'
            ? 'number'
            : kind === 'datetime'
              ? 'datetime-local'
              : kind === 'date'
                ? 'date'
                : 'text'
        }
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

type MoneyName = Extract<FieldName, `${string}Cents`>;

/** An amount typed in dollars ('80' or '1,050.40') and kept as integer cents; bad text fails validation. */
export function MoneyInput({ form, name, label }: { form: WarrantyForm; name: MoneyName; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyText field={field} label={label} error={fieldState.error?.message} />
      )}
    />
  );
}

type MoneyField = {
  value: unknown;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  name: string;
};

function MoneyText({ field, label, error }: { field: MoneyField; label: string; error?: string }) {
  const [text, setText] = useState(centsToText(typeof field.value === 'number' ? field.value : null));
  return (
    <FormField
      label={label}
      error={error ? 'Enter an amount in dollars, e.g. 80.00' : undefined}
      hint="US dollars"
    >
      <Input
        name={field.name}
        inputMode="decimal"
        value={text}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          const cents = centsFromText(event.target.value);
          field.onChange(cents === undefined ? Number.NaN : cents);
        }}
      />
    </FormField>
  );
}

type FlagName = 'goodwill' | 'returnedForInspection' | 'proofOfPurchase';

export function FlagInput({ form, name, label }: { form: WarrantyForm; name: FlagName; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="size-4 accent-primary" {...form.register(name)} />
      {label}
    </label>
  );
}
