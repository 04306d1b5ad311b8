import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A loading, empty or error line inside a panel. */
export function StateMessage({
  children,
  isError = false,
  className,
}: {
  children: ReactNode;
  isError?: boolean;
  className?: string;
}) {
  return (
    <p
      role={isError ? 'alert' : undefined}
      className={cn('text-sm', isError ? 'text-destructive' : 'text-muted-foreground', className)}
    >
      {children}
    </p>
  );
}
