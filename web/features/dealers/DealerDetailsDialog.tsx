import type { Dealer } from '@domain/api-types';
import { formatPhone } from '@domain/phone';
import { DetailsDialog, orNotProvided } from '../../components/list-page/DetailsDialog';
import { useDealer } from './use-dealers';

/** The read-only 'View Details' of a dealer, refreshed from GET /api/dealers/{id}. */
export function DealerDetailsDialog({ dealer: fromCard, onClose }: { dealer: Dealer; onClose: () => void }) {
  const { data: dealer = fromCard, isError } = useDealer(fromCard);
  return (
    <DetailsDialog
      title={dealer.name}
      description={`Dealer ${dealer.dealerId} (read-only).`}
      isStale={isError}
      onClose={onClose}
      fields={[
        { label: 'Dealer ID', value: <span className="font-mono">{dealer.dealerId}</span> },
        { label: 'Dealer Name', value: dealer.dealerName },
        { label: 'Contact Name', value: dealer.contactName },
        { label: 'Phone', value: formatPhone(dealer.phone) },
        { label: 'Email', value: orNotProvided(dealer.email) },
        { label: 'Country/Territory', value: dealer.country },
        { label: 'Address', value: dealer.address, isWide: true },
        { label: 'City', value: dealer.city },
        { label: 'State', value: dealer.state },
        { label: 'Zip Code', value: dealer.zipCode },
        { label: 'Record ID', value: dealer.id },
        { label: 'Created', value: new Date(dealer.createdAt).toLocaleString() },
      ]}
    />
  );
}
