import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { AttachmentType } from '../../../domain/file-types';

/** A file part of a multipart upload. */
export type UploadPart = { fileName: string; bytes: Buffer; field?: string; contentType?: string };

/** A real photo-like image (gradient plus noise, so it does not compress to nothing). */
export async function imageBytes(
  format: 'jpeg' | 'png' | 'webp',
  options: { width?: number; height?: number; noise?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 64, height = 48, noise = false } = options;
  const raw = noise ? randomBytes(width * height * 3) : Buffer.alloc(width * height * 3);
  if (!noise) {
    for (let index = 0; index < width * height; index += 1) {
      raw[index * 3] = (index % width) * 3;
      raw[index * 3 + 1] = Math.floor(index / width) * 4;
      raw[index * 3 + 2] = 140;
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format, format === 'jpeg' ? { quality: 92 } : {}).toBuffer();
}

/**
 * A 12-megapixel JPEG of about 5 MB, as a phone's photo of a tread is: a gradient with enough
 * noise (±64) that it does not compress to nothing.
 */
export async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const raw = Buffer.alloc(width * height * 3);
  const noise = randomBytes(raw.length);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const [x, y, at] = [pixel % width, Math.floor(pixel / width), pixel * 3];
    raw[at] = Math.min(255, (x >> 4) + (noise[at]! % 64));
    raw[at + 1] = Math.min(255, (y >> 4) + (noise[at + 1]! % 64));
    raw[at + 2] = 100 + (noise[at + 2]! % 64);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A tiny PNG whose header claims width × height pixels (a decompression bomb's shape). */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF an invoice viewer opens. */
export function pdfBytes(text = 'Invoice 4711 - 2 tyres'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const fixture = (name: string) => fs.readFileSync(new URL(`./${name}`, import.meta.url));

/** A 96×64 HEIC made with libheif's heif-enc (x265) from a gradient PNG; no encoder ships with the app. */
export function heicBytes(): Buffer {
  return fixture('tread-96x64.heic');
}

/** One small valid file of each accepted type (made by imageBytes and heif-enc), for generated requests. */
export const SAMPLE_FILES: Record<AttachmentType, Buffer> = {
  'image/jpeg': fixture('tread-48x32.jpg'),
  'image/png': fixture('dot-48x32.png'),
  'image/webp': fixture('sidewall-48x32.webp'),
  'image/heic': heicBytes(),
  'application/pdf': pdfBytes(),
};

/** An HTML page pretending to be a photo. */
export const htmlAsJpeg: UploadPart = {
  fileName: 'tread.jpg',
  contentType: 'image/jpeg',
  bytes: Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
};

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: UploadPart[], fields: Record<string, string> = {}) {
  const boundary = `----TreadDeskBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of parts) {
    const fileName = part.fileName.replace(/"/g, '%22');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; filename="${fileName}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
