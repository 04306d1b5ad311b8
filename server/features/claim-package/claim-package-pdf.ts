import {
  claimSections,
  claimTitle,
  contactRows,
  formatTimestamp,
  ledgerRows,
  type ClaimPackage,
  type PackageClaim,
  type PackageSection,
} from '../../../domain/claim-package';
import { historyChanges, historyStep } from '../../../domain/claim-history';
import { WORKFLOW_LABELS } from '../../../domain/claim-workflow';
import { formatAgentType, formatDuration } from '../../../domain/display';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS, ticketLabel } from '../../../domain/tickets';
import { pdfWriter, type PdfWriter } from '../../lib/pdf';
import { writePhotos } from './claim-package-photos';
import type { PackagePhoto } from './claim-package.service';

const MUTED = '#6b7280';

function subheading(pdf: PdfWriter, text: string) {
  pdf.ensureSpace(40);
  pdf.doc.moveDown(0.3);
  pdf.doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(text, { characterSpacing: 0.3 });
  pdf.doc.moveDown(0.2);
}

function sections(pdf: PdfWriter, parts: PackageSection[]) {
  for (const part of parts) {
    subheading(pdf, part.title.toUpperCase());
    pdf.fields(part.rows);
  }
}

function claim(pdf: PdfWriter, item: PackageClaim, index: number, count: number) {
  const { claim: record } = item;
  if (index > 0) pdf.doc.addPage();
  pdf.heading(`${claimTitle(record)} (${index + 1} of ${count}) · ${WORKFLOW_LABELS[record.workflowStatus]}`);
  sections(pdf, claimSections(item));
  if (item.credits.length > 0) {
    subheading(pdf, 'CREDIT LEDGER');
    pdf.fields(ledgerRows(item.credits));
  }
  subheading(pdf, 'HISTORY');
  if (item.history.length === 0) pdf.paragraph('No workflow entries.', { muted: true });
  else
    pdf.table(
      [
        { label: 'When', share: 1.4 },
        { label: 'By', share: 1 },
        { label: 'Step', share: 2 },
        { label: 'Reason and changes', share: 3.2 },
      ],
      item.history.map((event) => [
        formatTimestamp(event.createdAt),
        event.userName ?? 'System',
        historyStep(event, 'to'),
        [event.reason ?? '', ...historyChanges(event, 'to')].filter(Boolean).join('\n'),
      ]),
    );
}

function notes(pdf: PdfWriter, pkg: ClaimPackage) {
  pdf.heading('Internal notes');
  if (pkg.notes.length === 0) pdf.paragraph('No notes.', { muted: true });
  for (const note of pkg.notes) {
    pdf.paragraph(`${note.authorName} · ${formatTimestamp(note.createdAt)}`, { muted: true, size: 8 });
    pdf.paragraph(note.content);
  }
}

function transcripts(pdf: PdfWriter, pkg: ClaimPackage) {
  pdf.heading('Call transcripts');
  if (pkg.transcripts.length === 0) pdf.paragraph('No call transcripts.', { muted: true });
  for (const call of pkg.transcripts) {
    subheading(pdf, `Call #${call.callSid}`);
    pdf.fields([
      ['Received', formatTimestamp(call.createdAt)],
      ['Duration', formatDuration(call.duration)],
      ['Agent', call.agentType ? formatAgentType(call.agentType) : null],
      ['Participants', call.participants.join(', ')],
      ['Summary', call.summary],
    ]);
    pdf.paragraph(call.isTruncated ? 'Transcript (excerpt)' : 'Transcript', { muted: true, size: 8 });
    pdf.paragraph(call.excerpt, { size: 9 });
  }
}

/** The claim package of a ticket as a PDF a dealer or manufacturer can file. */
export function claimPackagePdf(pkg: ClaimPackage, photos: PackagePhoto[]) {
  const { ticket } = pkg;
  const label = ticketLabel(ticket);
  const pdf = pdfWriter({ title: `Claim package ${label}`, subject: pkg.tenantName });
  pdf.title(
    'Warranty Claim Package',
    `${pkg.tenantName} · ${label} · generated ${formatTimestamp(pkg.generatedAt)}`,
  );
  pdf.heading('Ticket').fields([
    ['Ticket', label],
    ['Subject', ticket.subject],
    ['Status', STATUS_LABELS[ticket.status]],
    ['Priority', PRIORITY_LABELS[ticket.priority]],
    ['Category', ticket.category ? CATEGORY_LABELS[ticket.category] : null],
    ['Opened', formatTimestamp(ticket.createdAt)],
    ['Closed', ticket.closedAt ? formatTimestamp(ticket.closedAt) : null],
    ['Description', ticket.description],
  ]);
  const contacts = contactRows(ticket);
  if (contacts.length === 0) pdf.heading('Contact').paragraph('Unknown · No contact info', { muted: true });
  for (const contact of contacts) pdf.heading(contact.title).fields(contact.rows);
  if (pkg.claims.length === 0)
    pdf.heading('Warranty claims').paragraph('No warranty claims found', { muted: true });
  pkg.claims.forEach((item, index) => claim(pdf, item, index, pkg.claims.length));
  writePhotos(pdf, pkg, photos);
  notes(pdf, pkg);
  transcripts(pdf, pkg);
  return pdf.end(`${pkg.tenantName} · Claim package ${label}`);
}
