import type { Attachment } from '@domain/attachments';

/** 842 B, 12 KB, 4.8 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The files the image viewer pages through: those a browser can show (PDFs open in a tab). */
export const viewableImages = (files: Attachment[]) => files.filter((file) => file.viewUrl !== null);

export const downloadUrl = (file: Attachment) => `${file.contentUrl}?download=1`;
