import { Link, useParams } from 'wouter';
import { ArrowLeft, FileDown, Printer } from 'lucide-react';
import { contactRows, formatTimestamp } from '@domain/claim-package';
import { claimPackagePdfUrl } from '@domain/claim-package-url';
import { formatAgentType, formatDuration } from '@domain/display';
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS, ticketLabel } from '@domain/tickets';
import { StateMessage } from '../components/StateMessage';
import { Button } from '../components/ui/Button';
import { ClaimBlock, PackageHeading, Rows, PackagePhotos, useClaimPackage } from '../features/claim-package';
import { PATHS } from '../lib/paths';

/** A ticket's claim package as a page to print: the same content as its PDF. */
export function ClaimPackagePage() {
  const { id } = useParams<{ id: string }>();
  const ticketId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const { data: pkg, isLoading, isError } = useClaimPackage(ticketId);
  if (ticketId === 0 || isError) return <StateMessage isError>Ticket not found</StateMessage>;
  if (isLoading || !pkg) return <StateMessage>Loading claim package...</StateMessage>;
  const { ticket } = pkg;
  const label = ticketLabel(ticket);
  const contacts = contactRows(ticket);
  return (
    <div className="mx-auto max-w-4xl rounded-lg bg-card p-4 shadow-sm sm:p-8 print:max-w-none print:p-0 print:shadow-none">
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <Button variant="ghost" size="sm" asChild>
          <Link href={PATHS.tickets}>
            <ArrowLeft aria-hidden />
            Tickets
          </Link>
        </Button>
        <Button size="sm" onClick={() => window.print()} className="ml-auto">
          <Printer aria-hidden />
          Print
        </Button>
        <Button variant="outline" size="sm" asChild>
          <a href={claimPackagePdfUrl(ticket.id)} target="_blank" rel="noopener">
            <FileDown aria-hidden />
            Claim package (PDF)
          </a>
        </Button>
      </div>
      <h1 className="text-2xl font-bold tracking-tight">Warranty Claim Package</h1>
      <p className="text-sm text-muted-foreground">
        {pkg.tenantName} · {label} · generated {formatTimestamp(pkg.generatedAt)}
      </p>
      <PackageHeading>Ticket</PackageHeading>
      <Rows
        rows={[
          ['Ticket', label],
          ['Subject', ticket.subject],
          ['Status', STATUS_LABELS[ticket.status]],
          ['Priority', PRIORITY_LABELS[ticket.priority]],
          ['Category', ticket.category ? CATEGORY_LABELS[ticket.category] : ''],
          ['Opened', formatTimestamp(ticket.createdAt)],
          ['Closed', ticket.closedAt ? formatTimestamp(ticket.closedAt) : ''],
          ['Description', ticket.description],
        ].filter((row): row is [string, string] => row[1] !== '')}
      />
      {contacts.length === 0 ? (
        <>
          <PackageHeading>Contact</PackageHeading>
          <p className="text-sm text-muted-foreground">Unknown · No contact info</p>
        </>
      ) : null}
      {contacts.map((contact) => (
        <div key={contact.title}>
          <PackageHeading>{contact.title}</PackageHeading>
          <Rows rows={contact.rows} />
        </div>
      ))}
      {pkg.claims.length === 0 ? (
        <>
          <PackageHeading>Warranty claims</PackageHeading>
          <p className="text-sm text-muted-foreground">No warranty claims found</p>
        </>
      ) : null}
      {pkg.claims.map((item, index) => (
        <ClaimBlock key={item.claim.id} item={item} index={index} count={pkg.claims.length} />
      ))}
      <PackagePhotos pkg={pkg} />
      <PackageHeading>Internal notes</PackageHeading>
      {pkg.notes.length === 0 ? <p className="text-sm text-muted-foreground">No notes.</p> : null}
      {pkg.notes.map((note) => (
        <div key={note.id} className="mb-2 break-inside-avoid text-sm">
          <p className="text-xs text-muted-foreground">
            {note.authorName} · {formatTimestamp(note.createdAt)}
          </p>
          <p className="whitespace-pre-wrap break-words">{note.content}</p>
        </div>
      ))}
      <PackageHeading>Call transcripts</PackageHeading>
      {pkg.transcripts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No call transcripts.</p>
      ) : null}
      {pkg.transcripts.map((call) => (
        <div key={call.id} className="mb-3">
          <Rows
            title={`Call #${call.callSid}`}
            rows={[
              ['Received', formatTimestamp(call.createdAt)],
              ['Duration', formatDuration(call.duration)],
              ['Agent', call.agentType ? formatAgentType(call.agentType) : ''],
              ['Participants', call.participants.join(', ')],
              ['Summary', call.summary ?? ''],
            ].filter((row): row is [string, string] => row[1] !== '')}
          />
          <p className="text-xs text-muted-foreground">
            {call.isTruncated ? 'Transcript (excerpt)' : 'Transcript'}
          </p>
          <p className="whitespace-pre-wrap break-words text-sm">{call.excerpt}</p>
        </div>
      ))}
    </div>
  );
}
