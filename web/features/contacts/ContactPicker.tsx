import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { FormField } from '../../components/ui/FormField';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { getPage } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type PickedContact = { id: number; label: string };

type ContactPickerProps<T> = {
  label: string;
  /** '/api/customers': searched with `?search=` as the lists are. */
  url: string;
  value: PickedContact | null;
  onChange: (value: PickedContact | null) => void;
  toPicked: (item: T & { id: number }) => PickedContact;
  error?: string;
};

const MATCHES = 5;

/** Picks a customer or dealer by typing part of its name, phone or ID; the choice can be removed. */
export function ContactPicker<T>({ label, url, value, onChange, toPicked, error }: ContactPickerProps<T>) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const matches = useQuery({
    queryKey: [url, 'picker', search],
    queryFn: () => getPage<T & { id: number }>(url, { search, limit: MATCHES }),
    enabled: search.length >= 2,
  });
  const choose = (picked: PickedContact | null) => {
    onChange(picked);
    setText('');
  };
  return (
    <div className="grid content-start gap-2">
      <FormField label={label} error={error}>
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={value ? `${value.label} (type to change)` : 'Type a name, phone or ID...'}
          autoComplete="off"
        />
      </FormField>
      {value ? (
        <p className="flex items-center justify-between gap-2 rounded-md bg-muted px-2 py-1 text-sm">
          <span className="min-w-0 truncate">{value.label}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => choose(null)}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <X aria-hidden />
          </Button>
        </p>
      ) : null}
      {search.length >= 2 && matches.data ? (
        <ul aria-label={`${label} matches`} className="grid gap-1">
          {matches.data.items.length === 0 ? (
            <li className="text-sm text-muted-foreground">No matches</li>
          ) : null}
          {matches.data.items.map((item) => {
            const picked = toPicked(item);
            return (
              <li key={picked.id}>
                <Button
                  variant="outline"
                  size="sm"
                  className="w-full justify-start"
                  onClick={() => choose(picked)}
                >
                  {picked.label}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
