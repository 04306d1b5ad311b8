import { Mail, MapPin, Phone, Store } from 'lucide-react';
import type { Dealer } from '@domain/api-types';
import { formatPhone } from '@domain/phone';
import { Badge } from '../../components/ui/Badge';
import { RecordAvatar, RecordCard, ViewDetailsLink } from '../../components/list-page/RecordCard';
import { dealerLocality } from './dealer-display';

type DealerCardProps = { dealer: Dealer; detailsHref: string };

export function DealerCard({ dealer, detailsHref }: DealerCardProps) {
  return (
    <RecordCard
      title={dealer.name}
      subtitle={dealer.contactName ? `Contact: ${dealer.contactName}` : undefined}
      avatar={
        <RecordAvatar>
          <Store />
        </RecordAvatar>
      }
      badges={
        <Badge variant="blue" className="font-mono" title="Dealer ID">
          {dealer.dealerId}
        </Badge>
      }
      id={dealer.id}
      lines={[
        { icon: Mail, label: 'Email', text: dealer.email ?? 'No email', isMissing: !dealer.email },
        { icon: Phone, label: 'Phone', text: formatPhone(dealer.phone) },
        {
          icon: MapPin,
          label: 'Address',
          text: (
            <>
              <span className="block">{dealer.address}</span>
              <span className="block text-muted-foreground">{dealerLocality(dealer)}</span>
            </>
          ),
        },
      ]}
      actions={(titleId) => <ViewDetailsLink href={detailsHref} titleId={titleId} />}
    />
  );
}
