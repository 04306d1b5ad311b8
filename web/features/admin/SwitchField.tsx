import { useId } from 'react';
import { Label } from '../../components/ui/Label';
import { Switch } from '../../components/ui/Switch';

type SwitchFieldProps = {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A labelled on/off setting with a line saying what it does. */
export function SwitchField({ label, hint, checked, onCheckedChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border border-border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}
