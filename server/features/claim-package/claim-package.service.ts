import type { Attachment } from '../../../domain/attachments';
import { transcriptExcerpt, type ClaimPackage } from '../../../domain/claim-package';
import { notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { tenantNameOf } from '../../lib/tenant-name';
import { printableImage, ticketAttachmentsIn } from '../attachments';
import { ticketNotesIn } from '../notes';
import { findTicketIn } from '../tickets';
import { ticketTranscriptsIn } from '../transcripts';
import { ticketClaimsIn } from '../warranties';

/** Everything on a ticket a claim's settlement needs, read in one tenant transaction. */
export async function loadClaimPackage(ctx: StaffContext, ticketId: number): Promise<ClaimPackage> {
  return ctx.inTenant(async (tx) => {
    const ticket = await findTicketIn(tx, ctx.tenantId, ticketId);
    if (!ticket) throw notFound('Ticket');
    const claims = await ticketClaimsIn(tx, ctx.tenantId, ticketId);
    const notes = await ticketNotesIn(tx, ctx.tenantId, ticketId);
    const transcripts = await ticketTranscriptsIn(tx, ctx.tenantId, ticketId);
    const attachments = await ticketAttachmentsIn(tx, ctx, ticketId);
    return {
      tenantName: tenantNameOf(ctx),
      generatedAt: ctx.now.toISOString(),
      ticket,
      claims,
      notes,
      transcripts: transcripts.map(({ transcript, ...call }) => ({
        ...call,
        ...transcriptExcerpt(transcript),
      })),
      attachments,
    };
  });
}

export type PackagePhoto = { attachment: Attachment; jpeg: Buffer | null };

/** The photos as embeddable JPEGs, one at a time so at most one original is in memory. */
export async function loadPackagePhotos(ctx: StaffContext, pkg: ClaimPackage): Promise<PackagePhoto[]> {
  const photos: PackagePhoto[] = [];
  for (const attachment of pkg.attachments) {
    photos.push({ attachment, jpeg: await printableImage(ctx, attachment) });
  }
  return photos;
}
