import { FileText, Trash2 } from 'lucide-react';
import type { Attachment } from '@domain/attachments';
import { formatRelativeTime } from '@domain/display';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { formatFileSize } from './attachment-display';

type AttachmentTileProps = {
  file: Attachment;
  /** Shown when files of several claims share one list. */
  claimLabel: string | null;
  onOpen: () => void;
  onDelete: () => void;
};

const previewClass =
  'flex aspect-square w-full items-center justify-center overflow-hidden rounded-md border border-border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** A thumbnail (or a PDF sheet) that opens the file, with its name, size, age and uploader. */
export function AttachmentTile({ file, claimLabel, onOpen, onDelete }: AttachmentTileProps) {
  const picture = file.thumbnailUrl ? (
    <img src={file.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
  ) : (
    <span className="flex flex-col items-center gap-1 text-muted-foreground">
      <FileText className="size-10" aria-hidden />
      <span className="text-xs font-semibold">PDF</span>
    </span>
  );
  return (
    <li className="grid min-w-0 content-start gap-1.5">
      {file.viewUrl ? (
        <button type="button" className={previewClass} aria-label={`View ${file.fileName}`} onClick={onOpen}>
          {picture}
        </button>
      ) : (
        <a
          href={file.contentUrl}
          target="_blank"
          rel="noopener"
          className={previewClass}
          aria-label={`Open ${file.fileName} in a new tab`}
        >
          {picture}
        </a>
      )}
      <div className="flex min-w-0 items-start justify-between gap-1">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" title={file.fileName}>
            {file.fileName}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {formatFileSize(file.byteSize)}
            {file.uploadedBy ? ` · ${file.uploadedBy.name}` : ''}
          </p>
          <p className="truncate text-xs text-muted-foreground">{formatRelativeTime(file.createdAt)}</p>
          {claimLabel ? (
            <Badge variant="blue" className="mt-1">
              {claimLabel}
            </Badge>
          ) : null}
        </div>
        {file.canDelete ? (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${file.fileName}`}
            className="-mr-1 text-destructive hover:bg-red-50"
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
