import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageSummary } from '../lib/paging';
import { Button } from './ui/Button';

type PaginationFooterProps = {
  offset: number;
  shown: number;
  total: number;
  /** The total is the server's estimate: Next stays on while pages come back full. */
  totalIsEstimate?: boolean;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
};

export function PaginationFooter({
  offset,
  shown,
  total,
  totalIsEstimate = false,
  pageSize,
  onOffsetChange,
}: PaginationFooterProps) {
  const isLastPage = totalIsEstimate ? shown < pageSize : offset + shown >= total;
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-border px-4 py-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pageSummary(offset, shown, total, totalIsEstimate)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={isLastPage}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
