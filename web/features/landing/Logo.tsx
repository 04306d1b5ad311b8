import clsx from 'clsx';

/** The TreadDesk mark: a tyre with a tread ring, beside the word mark. */
export function TreadDeskMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={clsx('h-8 w-8', className)} aria-hidden>
      <circle cx="16" cy="16" r="14" fill="#0f172a" stroke="#334155" strokeWidth="1.5" />
      <circle cx="16" cy="16" r="8" fill="none" stroke="#f59e0b" strokeWidth="4" strokeDasharray="3 2" />
      <circle cx="16" cy="16" r="3" fill="#f59e0b" />
    </svg>
  );
}

export function TreadDeskLogo({ isInverted = false }: { isInverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <TreadDeskMark />
      <span
        className={clsx('text-lg font-bold tracking-tight', isInverted ? 'text-white' : 'text-slate-900')}
      >
        Tread<span className="text-amber-500">Desk</span>
      </span>
    </span>
  );
}
