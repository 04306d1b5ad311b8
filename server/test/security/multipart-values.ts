import fc from 'fast-check';
import { ATTACHMENT_TYPES, type AttachmentType } from '../../../domain/file-types';
import { multipartBody, SAMPLE_FILES, type UploadPart } from '../files/sample-files';
import { oddString } from './hostile-values';

/**
 * Uploads as generated requests: a body `{ files: [{ fileName, type }], ...fields }` names sample
 * files by type; anything else in it (after the mutations) is sent as junk parts and fields.
 */
export type FileRef = { fileName: string; type: AttachmentType };

const TYPES = Object.keys(ATTACHMENT_TYPES) as AttachmentType[];

export const validFileRef: fc.Arbitrary<FileRef> = fc
  .tuple(fc.constantFrom(...TYPES), fc.constantFrom('tread', 'DOT code', 'Rechnung Ü', 'invoice 4711'))
  .map(([type, stem]) => ({ type, fileName: `${stem}.${ATTACHMENT_TYPES[type].extensions[0]}` }));

const jpeg = SAMPLE_FILES['image/jpeg'];

/** File contents that are not what they claim, or not quite anything. */
const HOSTILE_CONTENTS: Buffer[] = [
  Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
  Buffer.alloc(0),
  jpeg.subarray(0, 40),
  Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(300, 0x41)]),
  Buffer.from('%PDF-1.7\n<script>alert(1)</script>'),
  Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypavif\u0000\u0000\u0000\u0000mif1')]),
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\u0000\u0000\u0000\u0000mif1heic'),
    jpeg,
  ]),
  Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), Buffer.alloc(64, 0xff)]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
];

/** A file part with an odd name and contents that may not be what the name says. */
export const hostileFilePart: fc.Arbitrary<UploadPart> = fc.record({
  fileName: fc.oneof(oddString, fc.constantFrom('../../x.jpg', 'a'.repeat(2000), 'x.jpg\r\nX-Injected: 1')),
  bytes: fc.oneof(
    fc.constantFrom(...HOSTILE_CONTENTS, ...Object.values(SAMPLE_FILES)),
    fc.uint8Array({ maxLength: 2048 }).map((array) => Buffer.from(array)),
  ),
  field: fc.constantFrom('files', 'file', '', 'constructor', '__proto__'),
  contentType: fc.constantFrom('image/jpeg', 'text/html', 'application/pdf', 'image/svg+xml', ''),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

function partOf(entry: unknown): UploadPart {
  if (isRecord(entry) && typeof entry.fileName === 'string' && TYPES.includes(entry.type as AttachmentType)) {
    return { fileName: entry.fileName, bytes: SAMPLE_FILES[entry.type as AttachmentType] };
  }
  if (isRecord(entry) && Buffer.isBuffer(entry.bytes)) return entry as UploadPart;
  return { fileName: asText(isRecord(entry) ? entry.fileName : entry), bytes: Buffer.from(asText(entry)) };
}

/** Turns a (possibly mutated) upload body into a multipart/form-data request body. */
export function encodeUpload(body: unknown): { payload: Buffer; contentType: string } {
  if (!isRecord(body)) return multipartBody([], { value: asText(body) });
  const { files, ...fields } = body;
  const parts = Array.isArray(files) ? files.map(partOf) : files === undefined ? [] : [partOf(files)];
  return multipartBody(
    parts,
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, asText(value)])),
  );
}

/** Multipart bodies broken in transit: cut short, the boundary wrong or missing. */
export const brokenMultipart: fc.Arbitrary<{ payload: Buffer; contentType: string }> = fc
  .tuple(fc.array(validFileRef, { minLength: 1, maxLength: 3 }), fc.nat(), fc.nat({ max: 3 }))
  .map(([files, cut, how]) => {
    const { payload, contentType } = encodeUpload({ files });
    if (how === 0) return { payload: payload.subarray(0, cut % payload.length), contentType };
    if (how === 1) return { payload, contentType: 'multipart/form-data; boundary=not-the-boundary' };
    if (how === 2) return { payload, contentType: 'multipart/form-data' };
    return {
      payload: Buffer.concat([payload.subarray(0, payload.length - 4), Buffer.from('\r\n')]),
      contentType,
    };
  });
