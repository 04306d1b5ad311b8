import type { LucideIcon } from 'lucide-react';
import { StatTile } from '../StatTile';
import { cn } from '../../lib/cn';

export type Stat = { label: string; value: number | undefined; icon: LucideIcon; tone?: string };

/** The stat cards above a list; a figure still loading (or failed) reads as a dash. */
export function StatGrid({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <section aria-label="Summary" className={cn('mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3', className)}>
      {stats.map(({ label, value, icon, tone }) => (
        <StatTile
          key={label}
          label={label}
          value={value ?? '–'}
          icon={icon}
          tone={tone}
          // Narrow screens drop the icon and some padding so labels stay on one line.
          className="p-3 max-sm:[&_svg]:hidden sm:p-4"
        />
      ))}
    </section>
  );
}
