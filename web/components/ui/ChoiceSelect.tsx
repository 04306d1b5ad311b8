import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './Select';

export type Choice = { readonly value: string; readonly label: string };

type ChoiceSelectProps = Omit<ComponentProps<typeof SelectTrigger>, 'value' | 'onChange' | 'children'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  placeholder?: string;
};

/** A Select over a fixed list of choices; extra props (id, aria-*) go to the trigger, so FormField can label it. */
export function ChoiceSelect({
  value,
  onChange,
  choices,
  placeholder,
  disabled,
  ...triggerProps
}: ChoiceSelectProps) {
  return (
    <Select value={value ?? ''} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Choices from a list of values and their labels. */
export function choicesOf<T extends string>(values: readonly T[], labels: Record<T, string>): Choice[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
