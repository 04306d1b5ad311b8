/**
 * A ticket's claim package: everything a dealer or manufacturer needs to settle its warranty
 * claims, as one document. The PDF and the printable page lay out the same sections from here.
 * Texts stay within what the PDF's standard fonts can draw (WinAnsi: '÷' and '×' but no '−' or '→').
 */
import { z } from 'zod';
import type { Ticket, WarrantyClaim } from './api-types';
import { attachmentSchema, type Attachment } from './attachments';
import { warrantyClaimResponseSchema } from './claims';
import { creditEntrySchema, type CreditEntry } from './claim-credits';
import { claimEventResponseSchema, WORKFLOW_LABELS } from './claim-workflow';
import { formatMoney, formatThousands } from './display';
import { idParam } from './fields';
import { LEGAL_MINIMUM_32NDS } from './proration';
import { noteResponseSchema } from './notes';
import { timestamp } from './responses';
import { ticketLabel, ticketResponseSchema } from './tickets';
import { transcriptResponseSchema } from './transcripts';
import { ELIGIBILITY_LABELS } from './eligibility';

export const claimPackageParams = z.object({ ticketId: idParam });
export const NO_CLAIM_TO_PACKAGE = 'This ticket has no warranty claim to package';

const packageClaimSchema = z.object({
  claim: warrantyClaimResponseSchema,
  creditedDealerName: z.string().nullable(),
  history: z.array(claimEventResponseSchema),
  credits: z.array(creditEntrySchema),
});
export type PackageClaim = z.output<typeof packageClaimSchema>;

/** A call with the start of its transcript; the full text stays on the ticket. */
const packageTranscriptSchema = transcriptResponseSchema
  .omit({ transcript: true })
  .extend({ excerpt: z.string(), isTruncated: z.boolean() });
export type PackageTranscript = z.output<typeof packageTranscriptSchema>;

export const claimPackageResponseSchema = z.object({
  tenantName: z.string(),
  generatedAt: timestamp,
  ticket: ticketResponseSchema,
  claims: z.array(packageClaimSchema),
  notes: z.array(noteResponseSchema),
  transcripts: z.array(packageTranscriptSchema),
  attachments: z.array(attachmentSchema),
});
export type ClaimPackage = z.output<typeof claimPackageResponseSchema>;

export type PackageRow = [label: string, value: string];
export type PackageSection = { title: string; rows: PackageRow[] };

export const TRANSCRIPT_EXCERPT_CHARS = 1200;

/** The start of a transcript, cut at a line or word break. */
const FILED_FROM: Record<WarrantyClaim['source'], string> = {
  staff: '',
  voice_agent: ' from a call',
  dealer: ' by the dealer',
};

export function transcriptExcerpt(text: string, max = TRANSCRIPT_EXCERPT_CHARS) {
  const trimmed = text.trim();
  if (trimmed.length <= max) return { excerpt: trimmed, isTruncated: false };
  const head = trimmed.slice(0, max);
  const cut = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
  return { excerpt: `${(cut > max / 2 ? head.slice(0, cut) : head).trimEnd()} …`, isTruncated: true };
}

/** 'claim-package-TK-001.pdf'. */
export const claimPackageFileName = (ticket: { number: number }) =>
  `claim-package-${ticketLabel(ticket).slice(1)}.pdf`;

const number = (text: string | null) => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};
const round2 = (value: number) => String(Math.round(value * 100) / 100);
const depth = (text: string | null) => (text ? `${text}/32"` : '');
const percent = (text: string | null) => (text ? `${text}%` : '');
const yes = (flag: boolean) => (flag ? 'Yes' : '');
const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

const section = (title: string, rows: PackageRow[]): PackageSection => ({
  title,
  rows: rows.filter(([, value]) => value !== ''),
});

export function contactRows(ticket: Ticket): PackageSection[] {
  const sections: PackageSection[] = [];
  const { customer, dealer } = ticket;
  if (customer)
    sections.push(
      section('Customer', [
        ['Name', `${customer.firstName} ${customer.lastName}`.trim()],
        ['Phone', customer.phone],
        ['E-mail', customer.email ?? ''],
        ['Company', customer.company ?? ''],
        ['Address', [customer.address, customer.zipCode].filter(Boolean).join(' ')],
      ]),
    );
  if (dealer)
    sections.push(
      section('Dealer', [
        ['Dealer', `${dealer.dealerName} (${dealer.dealerId})`],
        ['Contact', dealer.contactName],
        ['Phone', dealer.phone],
        ['E-mail', dealer.email ?? ''],
        [
          'Address',
          `${dealer.address}, ${dealer.city}, ${dealer.state} ${dealer.zipCode}, ${dealer.country}`,
        ],
      ]),
    );
  return sections;
}

function treadRows(claim: WarrantyClaim): PackageRow[] {
  const original = number(claim.treadDepthProrationOriginalTread);
  const remaining = number(claim.treadDepthProrationRemainingTreadDepth);
  const readings = [claim.treadReading1, claim.treadReading2, claim.treadReading3].filter(
    (reading): reading is string => Boolean(reading),
  );
  const usable = original === null ? null : original - LEGAL_MINIMUM_32NDS;
  const worn =
    original !== null && remaining !== null && usable !== null && usable > 0
      ? `(${round2(original)} - ${round2(remaining)}) ÷ (${round2(original)} - ${LEGAL_MINIMUM_32NDS}) = ${round2(((original - remaining) / usable) * 100)}%`
      : '';
  return [
    ['Original tread', depth(claim.treadDepthProrationOriginalTread)],
    ['Readings (centre grooves)', readings.map((reading) => `${reading}/32"`).join(', ')],
    ['Remaining tread depth', depth(claim.treadDepthProrationRemainingTreadDepth)],
    [
      'Usable tread',
      usable === null ? '' : `${round2(usable)}/32" (to the legal ${LEGAL_MINIMUM_32NDS}/32")`,
    ],
    ['Percent worn', worn],
  ];
}

function mileageRows(claim: WarrantyClaim): PackageRow[] {
  const on = claim.mileageProrationMileageOn;
  const off = claim.mileageProrationMileageOff;
  const warranted = claim.mileageProrationMIWarranted;
  const driven = on !== null && off !== null && off >= on ? off - on : null;
  return [
    ['Original tread depth', depth(claim.mileageProrationOriginalTreadDepth)],
    ['Remaining tread depth', depth(claim.mileageProrationRemainingTreadDepth)],
    ['Mileage on (installed)', formatThousands(on)],
    ['Mileage off (claim)', formatThousands(off)],
    ['Miles driven', formatThousands(driven)],
    ['Miles warranted', formatThousands(warranted)],
    [
      'Miles used',
      driven !== null && warranted
        ? `${formatThousands(driven)} ÷ ${formatThousands(warranted)} = ${round2((driven / warranted) * 100)}%`
        : '',
    ],
  ];
}

function priceBasisCents(claim: WarrantyClaim): number | null {
  const prices = [claim.sellingPriceCents, claim.listPriceCents].filter(
    (price): price is number => typeof price === 'number',
  );
  return prices.length === 0 ? null : Math.min(...prices) * Math.max(1, claim.numberOfTires ?? 1);
}

/** One claim's sections: identity, tyre, both prorations, the resulting shares and the money. */
export function claimSections({ claim, creditedDealerName }: PackageClaim): PackageSection[] {
  return [
    section('Claim', [
      ['Adjustment number', claim.claimTicketAdjustmentNumber ?? ''],
      ['Workflow status', WORKFLOW_LABELS[claim.workflowStatus]],
      ['Authorization status', claim.authorizationStatusName ?? ''],
      ['Authorization code', claim.authorizationCode ?? ''],
      ['Authorization criteria', claim.authorizationCriteriaName ?? ''],
      ['Credit basis', claim.creditBasisName ?? ''],
      ['Dealer credited', creditedDealerName ?? ''],
      [
        'Authorized',
        claim.authorizedAt ? `${when(claim.authorizedAt)} for ${formatMoney(claim.authorizedCents)}` : '',
      ],
      ['Credited', claim.creditedAt ? when(claim.creditedAt) : ''],
      ['Filed', `${when(claim.createdAt)}${FILED_FROM[claim.source]}`],
      ['Intake', claim.intakeIncomplete ? 'Incomplete call' : ''],
      ['Goodwill', yes(claim.goodwill)],
      ['Returned for inspection', yes(claim.returnedForInspection)],
    ]),
    section('Eligibility', [
      ['Verdict', ELIGIBILITY_LABELS[claim.eligibility]],
      ...claim.eligibilityReasons.map(({ text }): PackageRow => ['Reason', text]),
      ...claim.signals.map(({ text }): PackageRow => ['Signal', text]),
    ]),
    section('Tyre', [
      ['Tyre', [claim.tireBrand, claim.tireModel, claim.tireSize].filter(Boolean).join(' ')],
      ['DOT serial', claim.dotSerial ?? ''],
      ['Number of tyres', claim.numberOfTires === null ? '' : String(claim.numberOfTires)],
    ]),
    section('Tread depth proration', treadRows(claim)),
    section('Mileage proration', mileageRows(claim)),
    section('Calculation', [
      ['Percent worn (customer share)', percent(claim.calculatedPercent)],
      ['Percent credit', percent(claim.percentCredit)],
      ['Free replacement until', claim.freeReplacementUntil ?? ''],
    ]),
    section('Money', [
      ['Selling price (per tyre)', formatMoney(claim.sellingPriceCents)],
      ['Base list price (per tyre)', formatMoney(claim.listPriceCents)],
      ['Price basis (lower price × tyres)', formatMoney(priceBasisCents(claim))],
      ['Credit', formatMoney(claim.creditCents)],
      ['Mounting (not prorated)', formatMoney(claim.mountingCents)],
      ['Balancing (not prorated)', formatMoney(claim.balancingCents)],
      ['Tax (not prorated)', formatMoney(claim.taxCents)],
      ['Customer pays', formatMoney(claim.customerPaysCents)],
    ]),
  ].filter((part) => part.rows.length > 0);
}

/** The claim's rows in the credit ledger: its credit, and the credit note reversing it. */
export function ledgerRows(credits: CreditEntry[]): PackageRow[] {
  return credits.map((entry) => [
    `${entry.kind === 'credit' ? 'Credit' : 'Credit note'} ${entry.number}`,
    `${formatMoney(entry.amountCents)} on ${when(entry.creditedAt)} by ${entry.userName ?? 'System'}` +
      (entry.reason ? ` (${entry.reason})` : ''),
  ]);
}

export const claimTitle = (claim: WarrantyClaim) =>
  claim.claimTicketAdjustmentNumber ? `Claim ${claim.claimTicketAdjustmentNumber}` : `Claim ${claim.id}`;

export const formatTimestamp = when;

/** 'Claim ADJ-1' for a claim's file, 'Ticket' for one on the ticket alone. */
export function attachedTo(pkg: ClaimPackage, attachment: Attachment): string {
  const item = pkg.claims.find((entry) => entry.claim.id === attachment.claimId);
  return item ? claimTitle(item.claim) : 'Ticket';
}
