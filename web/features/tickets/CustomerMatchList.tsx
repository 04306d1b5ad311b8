import { Check, UserPlus } from 'lucide-react';
import type { Customer } from '@domain/api-types';
import { formatPhone } from '@domain/phone';
import { cn } from '../../lib/cn';

type CustomerMatchListProps = {
  matches: Customer[];
  selectedId: number | null;
  isFetching: boolean;
  onSelect: (customer: Customer) => void;
};

/** Existing customers matching the phone or name; none picked means a new customer is created. */
export function CustomerMatchList({ matches, selectedId, isFetching, onSelect }: CustomerMatchListProps) {
  return (
    <div
      className="grid grid-cols-1 gap-2 rounded-md border border-border bg-muted/50 p-3 sm:col-span-2"
      aria-live="polite"
    >
      {matches.length > 0 ? (
        <>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Matching customers
          </p>
          <ul className="grid grid-cols-1 gap-1.5">
            {matches.map((customer) => {
              const isSelected = customer.id === selectedId;
              return (
                <li key={customer.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(customer)}
                    className={cn(
                      'flex w-full items-center justify-between gap-2 rounded-md border bg-card px-3 py-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      isSelected ? 'border-primary ring-1 ring-primary' : 'border-border hover:bg-accent',
                    )}
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium">
                        {customer.firstName} {customer.lastName}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {[formatPhone(customer.phone), customer.email].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                    {isSelected ? <Check className="size-4 shrink-0 text-primary" aria-hidden /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        {selectedId === null ? <UserPlus className="size-4" aria-hidden /> : null}
        {selectedId !== null
          ? 'The ticket will be linked to the selected customer.'
          : isFetching
            ? 'Looking for existing customers...'
            : 'No customer selected: a new customer is created from the name and phone.'}
      </p>
    </div>
  );
}
