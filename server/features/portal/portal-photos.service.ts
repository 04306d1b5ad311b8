import type { FastifyRequest } from 'fastify';
import type { PortalPhoto } from '../../../domain/dealer-portal';
import { withTenant } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import type { DealerContext } from '../../lib/request-context';
import { listAttachments, receiveUploads, storeAttachments } from '../attachments';
import { ownClaim } from './portal.service';

type StoredFile = {
  id: number;
  fileName: string;
  contentType: string;
  byteSize: number;
  createdAt: Date;
  hasThumbnail: boolean;
};

function toPortalPhoto(row: StoredFile): PortalPhoto {
  const base = `/api/portal/photos/${row.id}`;
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    contentUrl: `${base}/content`,
    thumbnailUrl: row.hasThumbnail ? `${base}/thumbnail` : null,
  };
}

/** A claim's photos and invoices, the dealer's and the team's alike, oldest first. */
export async function claimPhotos(ctx: DealerContext, claimId: number): Promise<PortalPhoto[]> {
  const claim = await ownClaim(ctx, claimId);
  const rows = await ctx.inTenant((tx) => listAttachments(tx, ctx.tenantId, claim.ticketId, claimId));
  return rows.map(toPortalPhoto);
}

/**
 * Photos taken at the counter and the invoice, on the dealer's own claim. The claim is found as the
 * dealer; the files are stored as the tenant, as every upload is (the dealer role writes nothing).
 */
export async function addClaimPhotos(
  deps: AppDeps,
  ctx: DealerContext,
  claimId: number,
  request: FastifyRequest,
): Promise<PortalPhoto[]> {
  const claim = await ownClaim(ctx, claimId);
  const origin = {
    tenantId: ctx.tenantId,
    source: 'upload' as const,
    uploadedBy: { id: ctx.user.id, name: ctx.user.username },
    now: ctx.now,
  };
  const rows = await receiveUploads(request, (files) =>
    withTenant(deps.database, ctx.tenantId, (tx) =>
      storeAttachments(tx, origin, { ticketId: claim.ticketId, claimId }, files),
    ),
  );
  return rows.map(toPortalPhoto);
}
