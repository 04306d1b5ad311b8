import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Calculator } from 'lucide-react';
import { useClaimSettings } from '../claims';
import { liveProration } from './warranty-form';
import type { WarrantyForm } from './WarrantyInputs';

const BASIS_LABEL = { tread: 'Tread depth', mileage: 'Mileage' } as const;

/**
 * Shows the proration as staff type and copies it into Calculated Percent and Percent Credit
 * whenever the measurements change; staff can still overwrite both afterwards.
 */
export function ProrationPreview({ form }: { form: WarrantyForm }) {
  const { data: rounding } = useClaimSettings();
  const [
    creditBasisName,
    treadOriginal,
    treadRemaining,
    mileageOn,
    mileageOff,
    milesWarranted,
    treadReading1,
    treadReading2,
    treadReading3,
  ] = useWatch({
    control: form.control,
    name: [
      'creditBasisName',
      'treadDepthProrationOriginalTread',
      'treadDepthProrationRemainingTreadDepth',
      'mileageProrationMileageOn',
      'mileageProrationMileageOff',
      'mileageProrationMIWarranted',
      'treadReading1',
      'treadReading2',
      'treadReading3',
    ],
  });
  const proration = liveProration(
    {
      treadReading1,
      treadReading2,
      treadReading3,
      creditBasisName,
      treadDepthProrationOriginalTread: treadOriginal,
      treadDepthProrationRemainingTreadDepth: treadRemaining,
      mileageProrationMileageOn: mileageOn,
      mileageProrationMileageOff: mileageOff,
      mileageProrationMIWarranted: milesWarranted,
    },
    rounding,
  );
  const key = proration ? `${proration.basis}:${proration.wornPercent}` : '';
  const previousKey = useRef(key);
  const { setValue } = form;

  useEffect(() => {
    if (key === previousKey.current || !proration) return;
    previousKey.current = key;
    setValue('calculatedPercent', String(proration.wornPercent), { shouldValidate: true });
    setValue('percentCredit', String(proration.creditPercent), { shouldValidate: true });
  }, [key, proration, setValue]);

  return (
    <div
      aria-live="polite"
      className="flex items-start gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950"
    >
      <Calculator className="mt-0.5 size-4 shrink-0" aria-hidden />
      {proration ? (
        <p data-testid="proration-preview">
          {BASIS_LABEL[proration.basis]} proration: <strong>{proration.wornPercent}% worn</strong>, customer
          credit <strong>{proration.creditPercent}%</strong>.
        </p>
      ) : (
        <p>Enter tread depths or mileages below to calculate the proration.</p>
      )}
    </div>
  );
}
