import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Eye, type LucideIcon } from 'lucide-react';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { cn } from '../../lib/cn';

export type RecordLine = { icon: LucideIcon; label: string; text: ReactNode; isMissing?: boolean };

type RecordCardProps = {
  title: string;
  subtitle?: string;
  avatar: ReactNode;
  badges?: ReactNode;
  lines: RecordLine[];
  id: number;
  /** Buttons for the card; they receive the title's id to point aria-describedby at. */
  actions: (titleId: string) => ReactNode;
  isDimmed?: boolean;
};

/** One record in a card grid: avatar, title and badges, labelled detail lines, then the ID and actions. */
export function RecordCard({
  title,
  subtitle,
  avatar,
  badges,
  lines,
  id,
  actions,
  isDimmed,
}: RecordCardProps) {
  const titleId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('flex h-full flex-col', isDimmed && 'bg-muted/60')}
    >
      <div className="flex items-center gap-3 p-4 pb-3">
        {avatar}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="min-w-0 truncate font-semibold leading-tight" title={title}>
              {title}
            </h3>
            {badges}
          </div>
          {subtitle ? <p className="mt-0.5 truncate text-sm text-muted-foreground">{subtitle}</p> : null}
        </div>
      </div>
      <dl className="grid flex-1 content-start gap-1.5 px-4 pb-3 text-sm">
        {lines.map(({ icon: Icon, label, text, isMissing }) => (
          <div key={label} className="flex min-w-0 items-start gap-2">
            <dt className="mt-0.5 shrink-0">
              <Icon className="size-4 text-muted-foreground" aria-hidden />
              <span className="sr-only">{label}</span>
            </dt>
            <dd className={cn('min-w-0 break-words', isMissing && 'text-muted-foreground')}>{text}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-4 py-3">
        <span className="text-xs text-muted-foreground tabular-nums">ID: {id}</span>
        <div className="flex flex-wrap gap-2">{actions(titleId)}</div>
      </div>
    </Card>
  );
}

/** The round badge at a card's top left: initials or an icon. */
export function RecordAvatar({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground [&_svg]:size-5"
    >
      {children}
    </span>
  );
}

/** A card's 'View Details': a link to the record's page, described by the card's title. */
export function ViewDetailsLink({ href, titleId }: { href: string; titleId: string }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <Link href={href} aria-describedby={titleId}>
        <Eye aria-hidden />
        View Details
      </Link>
    </Button>
  );
}
