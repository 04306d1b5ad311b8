import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Dealer } from '@domain/api-types';
import {
  createDealerSchema,
  DEALER_COUNTRIES,
  DEALER_ID_LENGTH,
  type CreateDealerInput,
} from '@domain/dealers';
import { formatPhone } from '@domain/phone';
import { FormDialog } from '../../components/FormDialog';
import { ChoiceField } from '../../components/ui/ChoiceField';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { saveFeedback } from '../../components/save-feedback';
import { useSaveDealer } from './use-save-dealer';

// No country until one is picked, so the select shows its placeholder.
const EMPTY: Partial<CreateDealerInput> = {
  dealerId: '',
  dealerName: '',
  contactName: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};
const FIELDS = [...Object.keys(EMPTY), 'country'];
const COUNTRY_CHOICES = DEALER_COUNTRIES.map((country) => ({ value: country, label: country }));

type TextField = Exclude<keyof CreateDealerInput, 'country'>;
const TEXT_FIELDS: { name: TextField; label: string; type?: string; wide?: boolean; maxLength?: number }[] = [
  { name: 'dealerId', label: 'Dealer ID', maxLength: DEALER_ID_LENGTH },
  { name: 'dealerName', label: 'Dealer Name' },
  { name: 'contactName', label: 'Contact Name' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'email', label: 'Email (optional)', type: 'email' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'Zip Code' },
];
/** The country select sits after e-mail, as in the spec's field order. */
const COUNTRY_POSITION = 5;

type AddDealerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (dealer: Dealer) => void;
  /** Edit this dealer instead of adding one: same fields, same rules. */
  dealer?: Dealer;
};

const ADD = {
  title: 'Add New Dealer',
  submitLabel: 'Create Dealer',
  success: 'Dealer created successfully',
  failure: 'Failed to create dealer',
};
const EDIT = {
  title: 'Edit Dealer',
  submitLabel: 'Save Changes',
  success: 'Dealer updated successfully',
  failure: 'Failed to update dealer',
};

function formValues(dealer: Dealer | undefined): Partial<CreateDealerInput> {
  if (!dealer) return EMPTY;
  const { dealerId, dealerName, contactName, email, address, city, state, zipCode } = dealer;
  const country = DEALER_COUNTRIES.find((choice) => choice === dealer.country);
  return {
    dealerId,
    dealerName,
    contactName,
    phone: formatPhone(dealer.phone),
    email: email ?? '',
    country,
    address,
    city,
    state,
    zipCode,
  };
}

/** 'Add New Dealer' (ticket dashboard, dealers page), or 'Edit Dealer' on a dealer's page. */
export function AddDealerDialog({ open, onOpenChange, onCreated, dealer }: AddDealerDialogProps) {
  const save = useSaveDealer(dealer);
  const texts = dealer ? EDIT : ADD;
  const form = useForm<CreateDealerInput, unknown, z.output<typeof createDealerSchema>>({
    resolver: zodResolver(createDealerSchema),
    defaultValues: formValues(dealer),
  });
  const { errors } = form.formState;
  const textField = ({ name, label, type, wide, maxLength }: (typeof TEXT_FIELDS)[number]) => (
    <FormField
      key={name}
      label={label}
      error={errors[name]?.message}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      <Input type={type ?? 'text'} maxLength={maxLength} {...form.register(name)} />
    </FormField>
  );
  const close = () => {
    form.reset(formValues(dealer));
    onOpenChange(false);
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      values,
      saveFeedback(form.setError, FIELDS, texts, (saved: Dealer) => {
        onOpenChange(false);
        form.reset(formValues(dealer ? saved : undefined));
        if (!dealer) onCreated?.(saved);
      }),
    ),
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={texts.title}
      description={`Dealer IDs are ${DEALER_ID_LENGTH} letters or digits.`}
      submitLabel={texts.submitLabel}
      isPending={save.isPending}
      onSubmit={submit}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.slice(0, COUNTRY_POSITION).map(textField)}
        <ChoiceField
          control={form.control}
          name="country"
          label="Country/Territory"
          placeholder="Select..."
          choices={COUNTRY_CHOICES}
        />
        {TEXT_FIELDS.slice(COUNTRY_POSITION).map(textField)}
      </div>
    </FormDialog>
  );
}
