import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { PortalClaim, PortalNewClaimInput, PortalTicket } from '@domain/dealer-portal';
import { ticketLabel } from '@domain/ticket-labels';
import { FormDialog } from '../../components/FormDialog';
import { showSaveFailure } from '../../components/save-feedback';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/use-toast';
import { sendJson } from '../../lib/api';
import { centsFromText } from '../claims';
import { usePortalTickets } from './use-portal';

type Basis = 'Tread Depth' | 'Mileage';

type NewClaimForm = {
  /** '' for a new ticket, or the id of one of the dealer's tickets. */
  ticketId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  vehicle: string;
  problem: string;
  tireBrand: string;
  tireModel: string;
  tireSize: string;
  dotSerial: string;
  numberOfTires: string;
  basis: Basis;
  treadReading1: string;
  treadReading2: string;
  treadReading3: string;
  originalTread: string;
  remainingTread: string;
  mileageOn: string;
  mileageOff: string;
  milesWarranted: string;
  purchaseDate: string;
  price: string;
  proofOfPurchase: boolean;
};

const EMPTY: NewClaimForm = {
  ticketId: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  vehicle: '',
  problem: '',
  tireBrand: '',
  tireModel: '',
  tireSize: '',
  dotSerial: '',
  numberOfTires: '1',
  basis: 'Tread Depth',
  treadReading1: '',
  treadReading2: '',
  treadReading3: '',
  originalTread: '',
  remainingTread: '',
  mileageOn: '',
  mileageOff: '',
  milesWarranted: '',
  purchaseDate: '',
  price: '',
  proofOfPurchase: false,
};

/** The server's field names, where the form's differ. */
const RENAME: Record<string, keyof NewClaimForm> = {
  customer: 'customerName',
  'customer.name': 'customerName',
  'customer.phone': 'customerPhone',
  'customer.email': 'customerEmail',
  treadDepthProrationOriginalTread: 'originalTread',
  mileageProrationOriginalTreadDepth: 'originalTread',
  treadDepthProrationRemainingTreadDepth: 'remainingTread',
  mileageProrationRemainingTreadDepth: 'remainingTread',
  mileageProrationMileageOn: 'mileageOn',
  mileageProrationMileageOff: 'mileageOff',
  mileageProrationMIWarranted: 'milesWarranted',
  sellingPriceCents: 'price',
};
const FIELDS = Object.keys(EMPTY);

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[,\s]/g, '')));

function payloadOf(form: NewClaimForm): PortalNewClaimInput {
  const byMileage = form.basis === 'Mileage';
  const original = orNull(form.originalTread);
  const remaining = orNull(form.remainingTread);
  const onTicket = form.ticketId
    ? { ticketId: Number(form.ticketId), problem: orNull(form.problem) }
    : {
        customer: {
          name: form.customerName,
          phone: form.customerPhone,
          email: orNull(form.customerEmail),
          company: null,
        },
        problem: form.problem,
      };
  return {
    ...onTicket,
    vehicle: orNull(form.vehicle),
    creditBasisName: form.basis,
    numberOfTires: wholeOrNull(form.numberOfTires),
    tireBrand: orNull(form.tireBrand),
    tireModel: orNull(form.tireModel),
    tireSize: orNull(form.tireSize),
    dotSerial: orNull(form.dotSerial),
    treadReading1: orNull(form.treadReading1),
    treadReading2: orNull(form.treadReading2),
    treadReading3: orNull(form.treadReading3),
    ...(byMileage
      ? {
          mileageProrationOriginalTreadDepth: original,
          mileageProrationRemainingTreadDepth: remaining,
          mileageProrationMileageOn: wholeOrNull(form.mileageOn),
          mileageProrationMileageOff: wholeOrNull(form.mileageOff),
          mileageProrationMIWarranted: wholeOrNull(form.milesWarranted),
        }
      : { treadDepthProrationOriginalTread: original, treadDepthProrationRemainingTreadDepth: remaining }),
    purchaseDate: orNull(form.purchaseDate),
    sellingPriceCents: centsFromText(form.price) ?? null,
    proofOfPurchase: form.proofOfPurchase,
  };
}

const selectClass = 'h-9 rounded-md border border-input bg-card px-3 text-sm';

/** "#TK-012 · Dana Fields · Warranty claim: Michelin 245/45R19": a ticket as the picker shows it. */
const ticketOption = (ticket: PortalTicket) =>
  [ticketLabel({ number: ticket.ticketNumber }), ticket.customerName, ticket.subject]
    .filter(Boolean)
    .join(' · ');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A claim filed at the counter: the customer, the tyre, its readings and what it cost (decision 086). */
export function NewClaimDialog({
  onClose,
  onFiled,
}: {
  onClose: () => void;
  onFiled: (claim: PortalClaim) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<NewClaimForm>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const basis = form.watch('basis');
  const onOwnTicket = form.watch('ticketId') !== '';
  const tickets = usePortalTickets();
  const file = useMutation({
    mutationFn: (values: NewClaimForm) => {
      if (centsFromText(values.price) === undefined) {
        form.setError('price', { message: 'Enter the price as dollars and cents, e.g. 187.45' });
        return Promise.reject(new Error('invalid price'));
      }
      return sendJson<PortalClaim>('POST', '/api/portal/claims', payloadOf(values));
    },
    onSuccess: async (claim) => {
      await queryClient.invalidateQueries({ queryKey: ['portal'] });
      toast({ title: 'Claim filed', description: 'The warranty team will review it.' });
      onFiled(claim);
    },
    onError: (error) => {
      if (error.message === 'invalid price') return;
      showSaveFailure(
        error,
        form.setError,
        FIELDS,
        'The claim was not filed. Check the marked fields.',
        RENAME,
      );
    },
  });
  const text = (name: keyof NewClaimForm, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField label={label} error={errors[name]?.message}>
      <Input {...props} {...form.register(name)} />
    </FormField>
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title="New Claim"
      description="File a warranty claim for a tyre at your counter. The warranty team reviews it and credits you."
      submitLabel="File Claim"
      pendingLabel="Filing..."
      isPending={file.isPending}
      onSubmit={form.handleSubmit((values) => file.mutate(values))}
    >
      <FormField label="File on" error={errors.ticketId?.message}>
        <select className={selectClass} {...form.register('ticketId')}>
          <option value="">A new ticket for a customer</option>
          {(tickets.data?.items ?? []).map((ticket) => (
            <option key={ticket.ticketId} value={ticket.ticketId}>
              {ticketOption(ticket)}
            </option>
          ))}
        </select>
      </FormField>
      {onOwnTicket ? (
        <Section title="Vehicle">
          {text('vehicle', 'Vehicle (VIN or plate, optional)', { autoCapitalize: 'characters' })}
        </Section>
      ) : (
        <Section title="Customer">
          {text('customerName', 'Name', { autoComplete: 'off' })}
          {text('customerPhone', 'Phone', { type: 'tel', autoComplete: 'off' })}
          {text('customerEmail', 'Email (optional)', { type: 'email', autoComplete: 'off' })}
          {text('vehicle', 'Vehicle (VIN or plate, optional)', { autoCapitalize: 'characters' })}
        </Section>
      )}
      <FormField
        label={onOwnTicket ? 'What went wrong (optional: sent to the team as a message)' : 'What went wrong'}
        error={errors.problem?.message}
      >
        <Textarea rows={3} {...form.register('problem')} />
      </FormField>
      <Section title="Tyre">
        {text('tireBrand', 'Brand')}
        {text('tireModel', 'Model (optional)')}
        {text('tireSize', 'Size', { placeholder: '225/65R17' })}
        {text('dotSerial', 'DOT serial', { placeholder: 'DOT U2LL H4TR 0315', autoCapitalize: 'characters' })}
        {text('numberOfTires', 'Number of tyres', { inputMode: 'numeric' })}
        <FormField label="Credit by">
          <select className={selectClass} {...form.register('basis')}>
            <option value="Tread Depth">Tread depth</option>
            <option value="Mileage">Mileage</option>
          </select>
        </FormField>
      </Section>
      <Section title="Tread (32nds of an inch)">
        {text('treadReading1', 'Reading 1 (outer)', { inputMode: 'decimal' })}
        {text('treadReading2', 'Reading 2 (centre)', { inputMode: 'decimal' })}
        {text('treadReading3', 'Reading 3 (inner)', { inputMode: 'decimal' })}
        {text('originalTread', 'Original tread', { inputMode: 'decimal' })}
        {text('remainingTread', 'Remaining tread', { inputMode: 'decimal' })}
      </Section>
      {basis === 'Mileage' ? (
        <Section title="Mileage">
          {text('mileageOn', 'Odometer when fitted', { inputMode: 'numeric' })}
          {text('mileageOff', 'Odometer now', { inputMode: 'numeric' })}
          {text('milesWarranted', 'Miles warranted', { inputMode: 'numeric' })}
        </Section>
      ) : null}
      <Section title="Purchase">
        {text('purchaseDate', 'Purchase date', { type: 'date' })}
        {text('price', 'Price paid per tyre ($)', { inputMode: 'decimal', placeholder: '187.45' })}
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="size-4" {...form.register('proofOfPurchase')} />
          The customer showed proof of purchase
        </label>
      </Section>
    </FormDialog>
  );
}
