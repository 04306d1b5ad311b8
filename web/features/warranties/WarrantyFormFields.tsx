import type { ReactNode } from 'react';
import type { TicketRef } from '@domain/api-types';
import { TREAD_UNITS } from '@domain/claim-readings';
import { ticketLabel } from '@domain/tickets';
import { MoneyPreview } from './MoneyPreview';
import { ProrationPreview } from './ProrationPreview';
import { AUTHORIZATION_CRITERIA, AUTHORIZATION_STATUSES, CREDIT_BASES } from './warranty-form';
import { FlagInput, MoneyInput, WarrantyChoice, WarrantyInput, type WarrantyForm } from './WarrantyInputs';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

const TREAD_UNIT_OPTIONS = [...TREAD_UNITS];
const TREAD_HINT = 'In the tread unit (32nds of an inch, or mm)';

export function WarrantyFormFields({ form, ticket }: { form: WarrantyForm; ticket: TicketRef }) {
  return (
    <div className="grid grid-cols-1 gap-5">
      <Section title="Authorization & Calculation">
        <WarrantyChoice
          form={form}
          name="authorizationStatusName"
          label="Authorization Status"
          options={AUTHORIZATION_STATUSES}
        />
        <WarrantyChoice
          form={form}
          name="authorizationCriteriaName"
          label="Authorization Criteria"
          options={AUTHORIZATION_CRITERIA}
        />
        <WarrantyChoice form={form} name="creditBasisName" label="Credit Basis" options={CREDIT_BASES} />
        <WarrantyInput form={form} name="numberOfTires" label="Number of Tires" kind="whole" />
        <div className="sm:col-span-2">
          <ProrationPreview form={form} />
        </div>
        <WarrantyInput
          form={form}
          name="calculatedPercent"
          label="Calculated Percent (worn)"
          kind="decimal"
        />
        <WarrantyInput form={form} name="percentCredit" label="Percent Credit" kind="decimal" />
      </Section>
      <Section title="Tyre Facts">
        <WarrantyChoice form={form} name="treadUnit" label="Tread Unit" options={TREAD_UNIT_OPTIONS} />
        <WarrantyInput form={form} name="vehicle" label="Vehicle (VIN or plate)" />
        <WarrantyInput form={form} name="purchaseDate" label="Purchase Date" kind="date" />
        <WarrantyInput form={form} name="fittedDate" label="Fitting Date" kind="date" />
        <FlagInput form={form} name="proofOfPurchase" label="Proof of purchase on file" />
      </Section>
      <Section title="Notes & Tread Depth">
        <WarrantyInput form={form} name="noteCreatedDateTime" label="Note Created" kind="datetime" />
        <WarrantyInput form={form} name="noteCreatedName" label="Note Created By" />
        <WarrantyInput
          form={form}
          name="treadDepthProrationOriginalTread"
          label="Original Tread"
          hint={TREAD_HINT}
          kind="decimal"
        />
        <WarrantyInput
          form={form}
          name="treadDepthProrationRemainingTreadDepth"
          label="Remaining Tread Depth"
          hint={TREAD_HINT}
          kind="decimal"
        />
      </Section>
      <Section title="Mileage Proration">
        <WarrantyInput
          form={form}
          name="mileageProrationOriginalTreadDepth"
          label="Original Tread Depth"
          hint={TREAD_HINT}
          kind="decimal"
        />
        <WarrantyInput
          form={form}
          name="mileageProrationRemainingTreadDepth"
          label="Remaining Tread Depth"
          hint={TREAD_HINT}
          kind="decimal"
        />
        <WarrantyInput form={form} name="mileageProrationMileageOn" label="Mileage On" kind="whole" />
        <WarrantyInput form={form} name="mileageProrationMileageOff" label="Mileage Off" kind="whole" />
        <WarrantyInput form={form} name="mileageProrationMIWarranted" label="Miles Warranted" kind="whole" />
      </Section>
      <Section title="Claim Information">
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">Ticket</span>
          <span className="flex h-9 items-center rounded-md bg-muted px-3 text-sm">
            {ticketLabel(ticket)}
          </span>
        </div>
        <WarrantyInput form={form} name="claimTicketAdjustmentNumber" label="Claim Adjustment Number" />
      </Section>
      <Section title="Tyre & Money">
        <WarrantyInput form={form} name="tireBrand" label="Tyre Brand" />
        <WarrantyInput form={form} name="tireModel" label="Tyre Model" />
        <WarrantyInput form={form} name="tireSize" label="Tyre Size" />
        <WarrantyInput form={form} name="dotSerial" label="DOT Serial" />
        <WarrantyInput
          form={form}
          name="treadReading1"
          label="Tread Reading 1 (Inside)"
          hint={TREAD_HINT}
          kind="decimal"
        />
        <WarrantyInput
          form={form}
          name="treadReading2"
          label="Tread Reading 2 (Centre)"
          hint={TREAD_HINT}
          kind="decimal"
        />
        <WarrantyInput
          form={form}
          name="treadReading3"
          label="Tread Reading 3 (Outside)"
          hint={TREAD_HINT}
          kind="decimal"
        />
        <WarrantyInput form={form} name="authorizationCode" label="Authorization Code" />
        <MoneyInput form={form} name="sellingPriceCents" label="Selling Price (per tyre)" />
        <MoneyInput form={form} name="listPriceCents" label="Base List Price (per tyre)" />
        <MoneyInput form={form} name="mountingCents" label="Mounting" />
        <MoneyInput form={form} name="balancingCents" label="Balancing" />
        <MoneyInput form={form} name="taxCents" label="Tax" />
        <WarrantyInput form={form} name="freeReplacementUntil" label="Free Replacement Until" kind="date" />
        <div className="sm:col-span-2">
          <MoneyPreview form={form} />
        </div>
        <FlagInput form={form} name="goodwill" label="Goodwill" />
        <FlagInput form={form} name="returnedForInspection" label="Returned for inspection" />
      </Section>
    </div>
  );
}
