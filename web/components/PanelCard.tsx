import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Badge } from './ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from './ui/Card';

type PanelCardProps = {
  title: string;
  icon: LucideIcon;
  /** The count badge beside the title ('3 notes', '1 call'). */
  count: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled region of the ticket dialog: notes, call transcripts, warranty claims. */
export function PanelCard({ title, icon: Icon, count, actions, children }: PanelCardProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Icon className="size-4 text-muted-foreground" aria-hidden />
            {title}
          </CardTitle>
          <Badge variant="secondary">{count}</Badge>
        </div>
        {actions}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">{children}</CardContent>
    </Card>
  );
}
