import { Search } from 'lucide-react';
import { Input } from '../ui/Input';
import { cn } from '../../lib/cn';

type SearchFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A search box with its magnifier; the label is for screen readers, the placeholder says what it searches. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <div className={cn('relative w-full sm:w-80', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
