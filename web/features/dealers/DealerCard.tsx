import { Eye, Mail, MapPin, Phone, Store } from 'lucide-react';
import type { Dealer } from '@domain/api-types';
import { formatPhone } from '@domain/phone';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { RecordAvatar, RecordCard } from '../../components/list-page/RecordCard';
import { dealerLocality } from './dealer-display';

type DealerCardProps = { dealer: Dealer; onViewDetails: (dealer: Dealer) => void };

export function DealerCard({ dealer, onViewDetails }: DealerCardProps) {
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
      actions={(titleId) => (
        <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => onViewDetails(dealer)}>
          <Eye aria-hidden />
          View Details
        </Button>
      )}
    />
  );
}
