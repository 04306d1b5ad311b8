import { z } from 'zod';
import { idParam, positiveId } from './fields';
import { ATTACHMENT_TYPES, type AttachmentType } from './file-types';

const MB = 1024 * 1024;

/** Upload limits (docs/decisions/033-attachment-limits-and-serving.md). */
export const ATTACHMENT_LIMITS = {
  /** One photo or invoice. */
  fileBytes: 10 * MB,
  /** Files in one upload request. */
  filesPerUpload: 10,
  /** All files of one upload request together. */
  uploadBytes: 25 * MB,
  /** Files on one ticket, its claims' included. */
  filesPerTicket: 50,
  /** Pixels an image may decode to (a 48-megapixel phone photo fits twice over). */
  imagePixels: 100_000_000,
} as const;

export const formatMegabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** 'JPEG, PNG, WebP or HEIC image or a PDF', for messages. */
export const ACCEPTED_TYPES_TEXT = 'a JPEG, PNG, WebP or HEIC image or a PDF';

/** What the file picker offers; the server checks the bytes whatever the picker let through. */
export const ACCEPT_ATTRIBUTE = 'image/*,application/pdf';

export const attachmentTypeSchema = z.enum(Object.keys(ATTACHMENT_TYPES) as [AttachmentType]);

const optionalClaimId = z.coerce
  .number({ error: 'claimId must be a number' })
  .int('claimId must be a whole number')
  .positive('claimId must be positive')
  .max(2_147_483_647, 'claimId is out of range')
  .optional();

export const ticketAttachmentsParams = z.object({ ticketId: idParam });
export const attachmentParams = z.object({ id: idParam });

/** List and upload: the ticket in the path, optionally one of its claims. */
export const attachmentClaimQuery = z.object({ claimId: optionalClaimId });

export const attachmentContentQuery = z.object({
  download: z.enum(['0', '1']).optional(),
});

/** Moves an attachment to one of the ticket's claims, or back to the ticket alone (null). */
export const updateAttachmentSchema = z.object({
  claimId: positiveId.nullable(),
});
export type UpdateAttachmentInput = z.input<typeof updateAttachmentSchema>;

export const attachmentSchema = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  claimId: z.number().int().nullable(),
  fileName: z.string(),
  contentType: attachmentTypeSchema,
  byteSize: z.number().int(),
  sha256: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  source: z.enum(['upload', 'email']),
  /** The uploader, or for e-mailed files the sender (id null). */
  uploadedBy: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** The original bytes (inline); add ?download=1 to save it. */
  contentUrl: z.string(),
  /** A small WebP; null for PDFs. */
  thumbnailUrl: z.string().nullable(),
  /** What an image viewer shows: the original, or a JPEG for formats browsers cannot show. */
  viewUrl: z.string().nullable(),
  /** Whether the signed-in user may delete it (the uploader or a tenant admin). */
  canDelete: z.boolean(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentListSchema = z.array(attachmentSchema);
