import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { pluralise } from '@domain/display';
import { PaginationFooter } from '../../components/PaginationFooter';
import { PanelCard } from '../../components/PanelCard';
import { StateMessage } from '../../components/StateMessage';
import { CONTACT_PAGE_SIZE } from './use-contact-records';

type ContactListPanelProps<T> = {
  title: string;
  icon: LucideIcon;
  /** 'ticket' for the count badge: '3 tickets'. */
  noun: string;
  list: {
    page: UseQueryResult<{ items: T[]; total: number }>;
    offset: number;
    setOffset: (offset: number) => void;
  };
  empty: string;
  getKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
};

/** A titled, counted and paged list on a customer's or dealer's page: its tickets, its claims. */
export function ContactListPanel<T>({ title, icon, noun, list, empty, ...render }: ContactListPanelProps<T>) {
  const { data, isLoading, isError } = list.page;
  const total = data?.total ?? 0;
  const items = data?.items ?? [];
  const lower = `${noun}s`;
  return (
    <PanelCard title={title} icon={icon} count={data ? pluralise(total, noun) : '…'}>
      {isLoading ? <StateMessage>Loading {lower}...</StateMessage> : null}
      {isError ? <StateMessage isError>Failed to load {lower}</StateMessage> : null}
      {data && items.length === 0 ? <StateMessage>{empty}</StateMessage> : null}
      {items.length > 0 ? (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label={title}>
          {items.map((item) => (
            <li key={render.getKey(item)}>{render.renderItem(item)}</li>
          ))}
        </ul>
      ) : null}
      {total > CONTACT_PAGE_SIZE ? (
        <PaginationFooter
          offset={list.offset}
          shown={items.length}
          total={total}
          pageSize={CONTACT_PAGE_SIZE}
          onOffsetChange={list.setOffset}
        />
      ) : null}
    </PanelCard>
  );
}
