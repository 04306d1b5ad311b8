import { useWatch } from 'react-hook-form';
import { Banknote } from 'lucide-react';
import { moneyOfClaim } from '@domain/warranties';
import { formatCents } from '../claims';
import type { WarrantyForm } from './WarrantyInputs';

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The claim's money as staff type, computed as the server will store it. */
export function MoneyPreview({ form }: { form: WarrantyForm }) {
  const [worn, selling, list, tyres, mounting, balancing, tax, freeUntil, original, remaining] = useWatch({
    control: form.control,
    name: [
      'calculatedPercent',
      'sellingPriceCents',
      'listPriceCents',
      'numberOfTires',
      'mountingCents',
      'balancingCents',
      'taxCents',
      'freeReplacementUntil',
      'treadDepthProrationOriginalTread',
      'treadDepthProrationRemainingTreadDepth',
    ],
  });
  const money = moneyOfClaim(
    {
      calculatedPercent: typeof worn === 'string' && /^\d{1,3}(\.\d{1,2})?$/.test(worn) ? worn : null,
      sellingPriceCents: finite(selling),
      listPriceCents: finite(list),
      numberOfTires: finite(tyres),
      mountingCents: finite(mounting),
      balancingCents: finite(balancing),
      taxCents: finite(tax),
      freeReplacementUntil: typeof freeUntil === 'string' && freeUntil ? freeUntil : null,
      treadDepthProrationOriginalTread: original || null,
      treadDepthProrationRemainingTreadDepth: remaining || null,
    },
    new Date(),
  );
  return (
    <div
      aria-live="polite"
      className="flex items-start gap-3 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-950"
    >
      <Banknote className="mt-0.5 size-4 shrink-0" aria-hidden />
      {money ? (
        <p data-testid="money-preview">
          Price basis <strong>{formatCents(money.priceBasisCents)}</strong>: credit{' '}
          <strong>{formatCents(money.creditCents)}</strong>, customer pays{' '}
          <strong>{formatCents(money.customerPaysCents)}</strong>
          {finite(mounting) || finite(balancing) || finite(tax) ? ' (extras included)' : ''}.
        </p>
      ) : (
        <p>Enter a price and the proration to see the credit and what the customer pays.</p>
      )}
    </div>
  );
}
