import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_LIMITS, formatMegabytes } from '../../../domain/attachments';
import { AppError } from '../../lib/errors';

export type ReceivedFile = { fileName: string; bytes: Buffer };

const { fileBytes, filesPerUpload, uploadBytes } = ATTACHMENT_LIMITS;

/** Multipart framing around the files: boundaries and part headers. */
const FRAMING_ALLOWANCE = 64 * 1024;

export const BUSBOY_LIMITS = {
  fileSize: fileBytes,
  files: filesPerUpload,
  fields: 10,
  parts: filesPerUpload + 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);

/** The limits busboy and @fastify/multipart report, as the API's own errors. */
function translateParserError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(`Each file may be at most ${formatMegabytes(fileBytes)}`);
    case 'FST_FILES_LIMIT':
      return tooLarge(`Send at most ${filesPerUpload} files at once`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooLarge('The upload has too many parts');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
    default:
      return new AppError('VALIDATION_ERROR', 'The upload could not be read');
  }
}

/** Browsers escape '"', CR and LF in a form's file name (HTML's multipart/form-data encoding). */
const decodeFormFileName = (name: string) => name.replace(/%22/g, '"').replace(/%0D|%0A/gi, ' ');

/** Refuses before reading when the declared size alone is over the limit. */
export function assertDeclaredSize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > uploadBytes + FRAMING_ALLOWANCE) {
    throw tooLarge(`An upload may be at most ${formatMegabytes(uploadBytes)} in total`);
  }
}

/**
 * Reads every file part of a multipart request into memory, enforcing the per-file, per-request
 * and file-count limits while it streams; other form fields are ignored.
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  }
  const files: ReceivedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({ limits: BUSBOY_LIMITS })) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > uploadBytes) {
          throw tooLarge(`An upload may be at most ${formatMegabytes(uploadBytes)} in total`);
        }
        chunks.push(chunk);
      }
      files.push({ fileName: decodeFormFileName(part.filename ?? ''), bytes: Buffer.concat(chunks) });
    }
  } catch (error) {
    throw translateParserError(error);
  }
  if (files.length === 0) {
    throw new AppError('VALIDATION_ERROR', 'Choose at least one file to upload', {
      files: ['Choose at least one file to upload'],
    });
  }
  return files;
}
