import type { ReactNode } from 'react';

export type RecordField = { label: string; value: ReactNode; isWide?: boolean };

/** A record's labelled fields in two columns; a wide one (an address) takes both. */
export function RecordFields({ fields }: { fields: RecordField[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      {fields.map(({ label, value, isWide }) => (
        <div key={label} className={isWide ? 'min-w-0 col-span-2' : 'min-w-0'}>
          <dt className="break-words text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {label}
          </dt>
          <dd className="mt-1 break-words text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A value, or a muted 'Not provided' when it is missing. */
export function orNotProvided(value: string | null | undefined): ReactNode {
  return value ? value : <span className="text-muted-foreground">Not provided</span>;
}
