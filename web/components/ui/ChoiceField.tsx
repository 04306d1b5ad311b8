import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChoiceSelect, type Choice } from './ChoiceSelect';
import { FormField } from './FormField';

type ChoiceFieldProps<T extends FieldValues, C, O> = {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  choices: readonly Choice[];
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
};

/** A form's select: a ChoiceSelect bound to one react-hook-form field, labelled, with its message. */
export function ChoiceField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  choices,
  placeholder,
  hint,
  disabled,
}: ChoiceFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} hint={hint} error={fieldState.error?.message}>
          <ChoiceSelect
            value={field.value as string | null | undefined}
            onChange={field.onChange}
            choices={choices}
            placeholder={placeholder}
            disabled={disabled}
          />
        </FormField>
      )}
    />
  );
}
