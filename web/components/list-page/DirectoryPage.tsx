import { useState, type ReactNode } from 'react';
import { Filter, Plus, SearchX, UserCheck, type LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '../PageHeader';
import { Button } from '../ui/Button';
import { EmptyState } from './EmptyState';
import { recordHref } from './list-links';
import { RecordList } from './RecordList';
import { SearchField } from './SearchField';
import { StatGrid } from './StatGrid';
import type { useSearchableList } from '../../lib/use-searchable-list';

export type DirectoryTexts = {
  /** 'Customer': 'New Customer', 'Add Customer', 'Total Customers'... */
  singular: string;
  plural: string;
  description: string;
  searchPlaceholder: string;
  /** What the search matches, for the no-results hint: 'a name, email or phone number'. */
  searchMatches: string;
  emptyHint: string;
};

type DirectoryPageProps<T> = {
  texts: DirectoryTexts;
  icon: LucideIcon;
  list: ReturnType<typeof useSearchableList<T>>;
  total: UseQueryResult<number>;
  /** '/customers': a record's page is `${listPath}/${id}`. */
  listPath: string;
  getKey: (item: T) => number;
  /** A card; its 'View Details' links to `detailsHref`, the record's page. */
  renderCard: (item: T, detailsHref: string) => ReactNode;
  renderCreateDialog: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
};

/** /customers and /dealers: stat cards, a searched and paged card grid of links to each record, a create dialog. */
export function DirectoryPage<T>({ texts, icon, list, total, ...render }: DirectoryPageProps<T>) {
  const [isCreating, setCreating] = useState(false);
  const { singular, plural } = texts;
  const lower = plural.toLowerCase();
  const createButton = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {label}
    </Button>
  );
  const empty = list.isSearching ? (
    <EmptyState
      icon={SearchX}
      title={`No ${lower} found`}
      hint={`Nothing matches “${list.search.trim()}”. Try ${texts.searchMatches}.`}
    />
  ) : (
    <EmptyState
      icon={icon}
      title={`No ${lower} yet`}
      hint={texts.emptyHint}
      action={createButton(`Add ${singular}`)}
    />
  );

  return (
    <>
      <PageHeader title={plural} description={texts.description} actions={createButton(`New ${singular}`)} />
      <StatGrid
        stats={[
          { label: `Total ${plural}`, value: total.data, icon },
          { label: `Active ${plural}`, value: total.data, icon: UserCheck, tone: 'text-green-700' },
          { label: 'Filtered Results', value: list.page.data?.total, icon: Filter, tone: 'text-slate-600' },
        ]}
      />
      <RecordList
        title={`All ${plural}`}
        noun={lower}
        toolbar={
          <SearchField
            label={`Search ${lower}`}
            placeholder={texts.searchPlaceholder}
            value={list.search}
            onChange={list.setSearch}
          />
        }
        page={list.page}
        empty={empty}
        offset={list.offset}
        onOffsetChange={list.setOffset}
        getKey={render.getKey}
        renderItem={(item) =>
          render.renderCard(item, recordHref(render.listPath, render.getKey(item), list.search))
        }
      />
      {render.renderCreateDialog(isCreating, setCreating)}
    </>
  );
}
