/**
 * What a file is, read from its first bytes (never from its name or the browser's word), and the
 * name it may be stored and served under. Shared by the server and the upload form.
 */
export const ATTACHMENT_TYPES = {
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/webp': { label: 'WebP', extensions: ['webp'] },
  'image/heic': { label: 'HEIC', extensions: ['heic', 'heif'] },
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
} as const;

export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** How many leading bytes sniffContentType needs to see. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** HEIF brands that mean HEVC-coded images (AVIF's 'avif' brand is not one of them). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/** An ISO-BMFF 'ftyp' box whose major or compatible brands name HEIC. */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  if (HEIC_BRANDS.has(ascii(bytes, 8, 4))) return true;
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (HEIC_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

/** The attachment type the bytes really are, or null for anything else (HTML named .jpg included). */
export function sniffContentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'image/webp';
  if (isHeic(bytes)) return 'image/heic';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

export const isImageType = (type: string) => type.startsWith('image/');

/** Browsers show these inline; HEIC needs a converted preview. */
export const isBrowserImage = (type: string) =>
  type === 'image/jpeg' || type === 'image/png' || type === 'image/webp';

export const FILE_NAME_MAX = 120;

// Controls, format characters (bidi overrides, zero-width, BOM), lone surrogates, and what
// Windows or a Content-Disposition header cannot carry.
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
const RESERVED_CHARACTERS = /[<>:"/\\|?*]/g;

function splitExtension(name: string): [base: string, extension: string] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return [name, ''];
  return [name.slice(0, dot), name.slice(dot + 1)];
}

/** The last path segment of a client's file name without unsafe or reserved characters; may be ''. */
export function cleanFileName(original: string): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  return lastSegment
    .normalize('NFC')
    .replace(/\s/g, ' ')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(RESERVED_CHARACTERS, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
}

const isKnownExtension = (extension: string) =>
  Object.values(ATTACHMENT_TYPES).some((entry) =>
    (entry.extensions as readonly string[]).includes(extension.toLowerCase()),
  );

/**
 * A name that is safe to store, show and send back: no path, no control or direction characters,
 * no reserved characters, at most FILE_NAME_MAX characters, and an extension that matches what
 * the file really is ('invoice.jpg' that is a PDF becomes 'invoice.pdf').
 */
export function safeFileName(original: string, type: AttachmentType): string {
  const cleaned = cleanFileName(original);
  const [base, extension] = splitExtension(cleaned);
  const allowed: readonly string[] = ATTACHMENT_TYPES[type].extensions;
  const keptExtension = allowed.includes(extension.toLowerCase()) ? extension : allowed[0]!;
  const stem = (isKnownExtension(extension) || !extension ? base : cleaned) || 'file';
  const room = FILE_NAME_MAX - keptExtension.length - 1;
  return `${[...stem].slice(0, room).join('').trimEnd()}.${keptExtension}`;
}
