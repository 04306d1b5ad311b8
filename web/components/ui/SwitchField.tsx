import { cn } from '../../lib/cn';
import { Switch } from './Switch';

type SwitchFieldProps = {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  className?: string;
};

/** A labelled on/off setting in a bordered row: the label (and hint) on the left, the switch on the right. */
export function SwitchField({ label, hint, checked, onChange, className }: SwitchFieldProps) {
  return (
    <label
      className={cn('flex items-start justify-between gap-4 rounded-md border border-border p-3', className)}
    >
      <span className="grid gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
      </span>
      <Switch checked={checked} onCheckedChange={onChange} aria-label={label} />
    </label>
  );
}
