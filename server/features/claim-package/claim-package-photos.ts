import { attachedTo, formatTimestamp, type ClaimPackage } from '../../../domain/claim-package';
import { ATTACHMENT_TYPES } from '../../../domain/file-types';
import type { PdfWriter } from '../../lib/pdf';
import type { PackagePhoto } from './claim-package.service';

const GAP = 12;
const BOX_HEIGHT = 200;
const CAPTION_HEIGHT = 26;
const RULE = '#d1d5db';
const MUTED = '#6b7280';

const kib = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function photo(
  pdf: PdfWriter,
  pkg: ClaimPackage,
  entry: PackagePhoto & { jpeg: Buffer },
  x: number,
  y: number,
) {
  const { doc } = pdf;
  const width = (pdf.width - GAP) / 2;
  doc.rect(x, y, width, BOX_HEIGHT).strokeColor(RULE).lineWidth(0.5).stroke();
  doc.image(entry.jpeg, x + 4, y + 4, {
    fit: [width - 8, BOX_HEIGHT - 8],
    align: 'center',
    valign: 'center',
  });
  const { attachment } = entry;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `${attachment.fileName} · ${attachedTo(pkg, attachment)} · ${formatTimestamp(attachment.createdAt)}`,
      x,
      y + BOX_HEIGHT + 4,
      { width, height: CAPTION_HEIGHT - 4, ellipsis: true },
    );
}

/** Photos two to a row, scaled to fit; every other file (and any unreadable image) listed by name. */
export function writePhotos(pdf: PdfWriter, pkg: ClaimPackage, photos: PackagePhoto[]) {
  const images = photos.filter((entry): entry is PackagePhoto & { jpeg: Buffer } => entry.jpeg !== null);
  const others = photos.filter((entry) => entry.jpeg === null).map((entry) => entry.attachment);
  pdf.heading('Photos and documents');
  if (photos.length === 0) pdf.paragraph('No photos or documents attached.', { muted: true });
  const { doc } = pdf;
  const left = doc.page.margins.left;
  for (let index = 0; index < images.length; index += 2) {
    pdf.ensureSpace(BOX_HEIGHT + CAPTION_HEIGHT);
    const y = doc.y;
    photo(pdf, pkg, images[index]!, left, y);
    if (images[index + 1]) photo(pdf, pkg, images[index + 1]!, left + (pdf.width + GAP) / 2, y);
    doc.x = left;
    doc.y = y + BOX_HEIGHT + CAPTION_HEIGHT + 6;
  }
  if (others.length > 0)
    pdf.table(
      [
        { label: 'File', share: 3 },
        { label: 'Type', share: 1 },
        { label: 'Size', share: 1, align: 'right' },
        { label: 'Attached to', share: 1.6 },
        { label: 'Added', share: 1.6 },
      ],
      others.map((attachment) => [
        attachment.fileName,
        ATTACHMENT_TYPES[attachment.contentType].label,
        kib(attachment.byteSize),
        attachedTo(pkg, attachment),
        formatTimestamp(attachment.createdAt),
      ]),
    );
}
