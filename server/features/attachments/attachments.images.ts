import sharp, { type Sharp } from 'sharp';
import { ATTACHMENT_LIMITS } from '../../../domain/attachments';
import { ATTACHMENT_TYPES, type AttachmentType } from '../../../domain/file-types';
import { AppError } from '../../lib/errors';

// Every image is read once: libvips' operation cache would only hold memory.
sharp.cache(false);

export const THUMBNAIL_SIZE = 320;
export const PREVIEW_SIZE = 2048;

export type ImageRenditions = {
  /** As shown, after the EXIF orientation is applied. */
  width: number;
  height: number;
  /** A WebP inside THUMBNAIL_SIZE × THUMBNAIL_SIZE. */
  thumbnail: Buffer;
  /** A JPEG for images browsers cannot show (HEIC); null otherwise. */
  preview: Buffer | null;
};

const { imagePixels } = ATTACHMENT_LIMITS;
const megapixels = `${imagePixels / 1_000_000} megapixels`;

const unreadable = (fileName: string, type: AttachmentType) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${fileName} could not be read as a ${ATTACHMENT_TYPES[type].label} image`,
  );
const tooManyPixels = (fileName: string) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `${fileName} is too large to process: images may have at most ${megapixels}`,
  );

function thumbnailOf(image: Sharp) {
  return image
    .clone()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}

/** JPEG, PNG and WebP through libvips: orientation from EXIF, metadata dropped from the thumbnail. */
async function renderWithSharp(bytes: Buffer): Promise<ImageRenditions> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: imagePixels }).timeout({ seconds: 20 });
  const { width, height, autoOrient } = await image.metadata();
  const oriented = image.autoOrient();
  return {
    width: autoOrient?.width ?? width,
    height: autoOrient?.height ?? height,
    thumbnail: await thumbnailOf(oriented),
    preview: null,
  };
}

/**
 * HEIC through libheif compiled to WebAssembly (libvips here has no HEVC decoder), loaded on the
 * first HEIC so servers and tools that never see one do not carry it.
 */
async function renderHeic(fileName: string, bytes: Buffer): Promise<ImageRenditions> {
  const { default: decodeHeic } = await import('heic-decode');
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary) throw unreadable(fileName, 'image/heic');
    if (primary.width * primary.height > imagePixels) throw tooManyPixels(fileName);
    const { width, height, data } = await primary.decode();
    const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const image = sharp(raw, { raw: { width, height, channels: 4 } });
    const preview = await image
      .clone()
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { width, height, thumbnail: await thumbnailOf(image), preview };
  } finally {
    images.dispose();
  }
}

/** Decodes an image fully (refusing one that is broken or too large) and makes its renditions. */
export async function renderImage(
  fileName: string,
  bytes: Buffer,
  type: AttachmentType,
): Promise<ImageRenditions> {
  try {
    return type === 'image/heic' ? await renderHeic(fileName, bytes) : await renderWithSharp(bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test((error as Error).message)) throw tooManyPixels(fileName);
    throw unreadable(fileName, type);
  }
}
