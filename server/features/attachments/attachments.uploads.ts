import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSlots } from '../../lib/slots';
import { assertDeclaredSize, BUSBOY_LIMITS, readUploadedFiles } from './attachments.multipart';
import { prepareAttachment, type PreparedFile } from './attachments.prepare';

/**
 * Uploads read into memory (up to 25 MB each) and decode images: a few at a time per process keeps
 * memory bounded; the others wait with their bodies unread (TCP holds them back).
 */
const uploadSlots = createSlots(4);

/** Lets the routes of one plugin read multipart bodies; the request guards allow them on uploads only. */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: BUSBOY_LIMITS, throwFileSizeLimit: true });
}

/**
 * Reads a request's files, checks and prepares each (400, 413, 415), and hands them to `store`,
 * all in one of the process's upload slots.
 */
export function receiveUploads<T>(request: FastifyRequest, store: (files: PreparedFile[]) => Promise<T>) {
  assertDeclaredSize(request);
  return uploadSlots.run(async () => {
    const prepared: PreparedFile[] = [];
    for (const file of await readUploadedFiles(request)) {
      prepared.push(await prepareAttachment(file.fileName, file.bytes));
    }
    return store(prepared);
  });
}
