import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

type StatTileProps = {
  label: string;
  value: number | string;
  icon?: LucideIcon;
  tone?: string;
  className?: string;
};

/** One figure with its label: stat cards on pages and in the reports dialog. */
export function StatTile({ label, value, icon: Icon, tone = 'text-primary', className }: StatTileProps) {
  return (
    <div className={cn('rounded-lg border border-border bg-card p-4', className)}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {Icon ? <Icon className={cn('size-4 shrink-0', tone)} aria-hidden /> : null}
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums">{value}</p>
    </div>
  );
}
