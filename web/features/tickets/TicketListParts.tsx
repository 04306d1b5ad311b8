import { FileDown, FileText, Pencil } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Ticket } from '@domain/api-types';
import { claimPackagePdfUrl } from '@domain/claim-package-url';
import { formatRelativeTime } from '@domain/display';
import { Button } from '../../components/ui/Button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/Tooltip';
import type { TicketRowActions } from './TicketRow';

/** The pieces a ticket's row and its phone card share; none of their clicks opens the ticket too. */
const stop = (event: MouseEvent) => event.stopPropagation();

export function SelectTicketBox(props: { label: string; isSelected: boolean; onToggle: () => void }) {
  return (
    <input
      type="checkbox"
      className="size-4 shrink-0 accent-primary"
      aria-label={`Select ${props.label}`}
      checked={props.isSelected}
      onClick={stop}
      onChange={props.onToggle}
    />
  );
}

/** The ticket's label, which opens it: the row's keyboard way in. */
export function TicketLabelButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="rounded-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      onClick={(event) => {
        stop(event);
        onOpen();
      }}
    >
      {label}
    </button>
  );
}

/** '5 minutes ago', with the exact local time on hover. */
export function RelativeTime({ at, prefix = '' }: { at: string; prefix?: string }) {
  return (
    <time dateTime={at} title={new Date(at).toLocaleString()}>
      {prefix}
      {formatRelativeTime(at)}
    </time>
  );
}

type TicketActionProps = { ticket: Ticket; label: string } & Pick<TicketRowActions, 'onOpenClaims'>;

/** Claims (icon only; the tooltip names it) and, when the ticket has claims, its claim package PDF. */
export function ClaimButtons({ ticket, label, onOpenClaims }: TicketActionProps) {
  return (
    <div className="flex items-center gap-1">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={`Claims for ${label}`}
            onClick={(event) => {
              stop(event);
              onOpenClaims(ticket);
            }}
          >
            <FileText aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Claims</TooltipContent>
      </Tooltip>
      {ticket.claimCount > 0 ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline" size="icon-sm" asChild>
              <a
                href={claimPackagePdfUrl(ticket.id)}
                target="_blank"
                rel="noopener"
                aria-label={`Claim package PDF for ${label}`}
                onClick={stop}
              >
                <FileDown aria-hidden />
              </a>
            </Button>
          </TooltipTrigger>
          <TooltipContent>Claim package (PDF)</TooltipContent>
        </Tooltip>
      ) : null}
    </div>
  );
}

/** The pencil: opens the ticket straight in edit mode. */
export function EditTicketButton({ label, onEdit }: { label: string; onEdit: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Edit ${label}`}
      onClick={(event) => {
        stop(event);
        onEdit();
      }}
    >
      <Pencil aria-hidden />
    </Button>
  );
}
