import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Dealer } from '@domain/api-types';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { Label } from '../../components/ui/Label';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { DealerStatementPanel } from './DealerStatementPanel';

/** The dealer statement on Reports: any dealer of the tenant, chosen from a list. */
export function ReportDealerStatement() {
  const [dealerId, setDealerId] = useState<number | null>(null);
  const { data: dealers = [] } = useQuery({
    queryKey: [...queryKeys.dealers, 'choices'],
    queryFn: () => getJson<Dealer[]>('/api/dealers', { limit: 200 }),
    staleTime: 60_000,
  });
  return (
    <DealerStatementPanel
      dealerId={dealerId}
      dealerPicker={
        <div className="grid min-w-48 gap-1">
          <Label htmlFor="statement-dealer">Dealer</Label>
          <ChoiceSelect
            id="statement-dealer"
            placeholder="Choose a dealer"
            value={dealerId ? String(dealerId) : ''}
            choices={dealers.map((dealer) => ({ value: String(dealer.id), label: dealer.dealerName }))}
            onChange={(value) => setDealerId(Number(value))}
          />
        </div>
      }
    />
  );
}
