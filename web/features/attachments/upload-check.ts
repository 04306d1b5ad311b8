import { ACCEPTED_TYPES_TEXT, ATTACHMENT_LIMITS, formatMegabytes } from '@domain/attachments';
import { cleanFileName, SNIFF_BYTES, sniffContentType } from '@domain/file-types';

export type UploadCheck = { accepted: File[]; refused: string[] };

const { fileBytes, filesPerUpload, uploadBytes, filesPerTicket } = ATTACHMENT_LIMITS;

async function problemWith(file: File): Promise<string | null> {
  const name = cleanFileName(file.name) || 'The file';
  if (file.size === 0) return `${name} is empty`;
  if (file.size > fileBytes) return `${name} is larger than ${formatMegabytes(fileBytes)}`;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!sniffContentType(head)) return `${name} is not ${ACCEPTED_TYPES_TEXT}`;
  return null;
}

/**
 * The same checks the server makes (by the files' first bytes, not their names), before anything
 * is sent: good files go up, the others are named with the reason.
 */
export async function checkUpload(files: File[], alreadyAttached: number): Promise<UploadCheck> {
  const accepted: File[] = [];
  const refused: string[] = [];
  let total = 0;
  for (const file of files) {
    const problem = await problemWith(file);
    if (problem) refused.push(problem);
    else if (accepted.length >= filesPerUpload) refused.push(`Send at most ${filesPerUpload} files at once`);
    else if (alreadyAttached + accepted.length >= filesPerTicket)
      refused.push(`A ticket can hold at most ${filesPerTicket} files`);
    else if (total + file.size > uploadBytes)
      refused.push(`An upload may be at most ${formatMegabytes(uploadBytes)} in total`);
    else {
      accepted.push(file);
      total += file.size;
    }
  }
  return { accepted, refused: [...new Set(refused)] };
}
