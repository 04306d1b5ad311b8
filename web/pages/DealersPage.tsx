import { Store } from 'lucide-react';
import type { Dealer } from '@domain/api-types';
import { DirectoryPage, type DirectoryTexts } from '../components/list-page/DirectoryPage';
import { AddDealerDialog, DealerCard, useDealerList, useDealerTotal } from '../features/dealers';
import { PATHS } from '../lib/paths';

const TEXTS: DirectoryTexts = {
  singular: 'Dealer',
  plural: 'Dealers',
  description: 'Tyre dealers of the active tenant.',
  searchPlaceholder: 'Name, dealer ID or email...',
  searchMatches: 'a dealer name, a 6-character dealer ID or an email address',
  emptyHint: 'Dealers you add here appear in this list, ready for dealer tickets.',
};

export function DealersPage() {
  const list = useDealerList();
  const total = useDealerTotal();
  return (
    <DirectoryPage<Dealer>
      texts={TEXTS}
      icon={Store}
      list={list}
      total={total}
      listPath={PATHS.dealers}
      getKey={(dealer) => dealer.id}
      renderCard={(dealer, detailsHref) => <DealerCard dealer={dealer} detailsHref={detailsHref} />}
      renderCreateDialog={(open, onOpenChange) => <AddDealerDialog open={open} onOpenChange={onOpenChange} />}
    />
  );
}
