import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PaginationFooter } from '../PaginationFooter';
import { StateMessage } from '../StateMessage';
import { Button } from '../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/Card';
import { cn } from '../../lib/cn';
import { CARD_PAGE_SIZE } from '../../lib/use-searchable-list';

type RecordListProps<T> = {
  title: string;
  /** The plural noun for the state lines: 'Loading customers...', 'Failed to load customers.' */
  noun: string;
  toolbar: ReactNode;
  page: UseQueryResult<{ items: T[]; total: number }>;
  empty: ReactNode;
  offset: number;
  onOffsetChange: (offset: number) => void;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => number;
};

/** A titled card holding a searched list as a grid of record cards, its states and the paging footer. */
export function RecordList<T>(props: RecordListProps<T>) {
  const { title, noun, toolbar, page, empty, offset, onOffsetChange, renderItem, getKey } = props;
  const items = page.data?.items ?? [];
  const total = page.data?.total ?? 0;
  // A page emptied by a delete (or a shrunk list) steps back to the last page that has rows.
  useEffect(() => {
    if (page.data && page.data.items.length === 0 && offset > 0) {
      onOffsetChange(Math.max(0, Math.floor((page.data.total - 1) / CARD_PAGE_SIZE) * CARD_PAGE_SIZE));
    }
  }, [page.data, offset, onOffsetChange]);

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="whitespace-nowrap text-lg">{title}</CardTitle>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center">{toolbar}</div>
      </CardHeader>
      <CardContent aria-busy={page.isFetching}>
        {page.isLoading ? <StateMessage className="py-10 text-center">Loading {noun}...</StateMessage> : null}
        {page.isError ? (
          <div className="flex flex-col items-center gap-3 py-10">
            <StateMessage isError>Failed to load {noun}.</StateMessage>
            <Button variant="outline" size="sm" onClick={() => void page.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {page.isSuccess && items.length === 0 ? empty : null}
        {items.length > 0 ? (
          <ul
            aria-label={title}
            className={cn(
              'grid grid-cols-1 gap-4 transition-opacity md:grid-cols-2 xl:grid-cols-3',
              page.isPlaceholderData && 'opacity-60',
            )}
          >
            {items.map((item) => (
              <li key={getKey(item)} className="min-w-0">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <PaginationFooter
        offset={offset}
        shown={items.length}
        total={total}
        pageSize={CARD_PAGE_SIZE}
        onOffsetChange={onOffsetChange}
      />
    </Card>
  );
}
