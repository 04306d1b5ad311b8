import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';

/** A metric with its figure, or without one (null): then it stays marked 'Coming Soon'. */
export type Metric = { label: string; icon: LucideIcon; value: ReactNode | null; hint?: string };

export function MetricList({ title, metrics }: { title: string; metrics: Metric[] }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="-my-2 divide-y divide-border">
          {metrics.map(({ label, icon: Icon, value, hint }) => (
            <li key={label} className="flex items-center justify-between gap-3 py-2.5">
              <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0">
                  {label}
                  {hint ? (
                    <span className="block text-xs font-normal text-muted-foreground">{hint}</span>
                  ) : null}
                </span>
              </span>
              {value === null ? (
                <Badge variant="grey">Coming Soon</Badge>
              ) : (
                <span className="text-lg font-semibold tabular-nums">{value}</span>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
