import { cn } from '../lib/cn';

/** TreadDesk's mark (the favicon's tyre), drawn inline so it needs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0f172a" />
      <circle cx="16" cy="16" r="8" fill="none" stroke="#f59e0b" strokeWidth="4" strokeDasharray="3 2" />
    </svg>
  );
}
