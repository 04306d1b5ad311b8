import { useEffect } from 'react';
import { ChevronLeft, ChevronRight, Download, ExternalLink } from 'lucide-react';
import type { Attachment } from '@domain/attachments';
import { isBrowserImage } from '@domain/file-types';
import { Button } from '../../components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { downloadUrl, formatFileSize } from './attachment-display';

type AttachmentViewerProps = {
  images: Attachment[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** A lightbox over a ticket's photos: Previous/Next (and the arrow keys), the original, a download. */
export function AttachmentViewer({ images, index, onIndexChange, onClose }: AttachmentViewerProps) {
  const image = images[index];
  const hasPrevious = index > 0;
  const hasNext = index < images.length - 1;
  // On the whole page: a button that was just disabled (first or last photo) drops the focus.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && hasPrevious) onIndexChange(index - 1);
      if (event.key === 'ArrowRight' && hasNext) onIndexChange(index + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, hasPrevious, hasNext, onIndexChange]);
  if (!image) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle className="truncate">{image.fileName}</DialogTitle>
          <DialogDescription>
            {index + 1} of {images.length} · {formatFileSize(image.byteSize)}
            {image.width && image.height ? ` · ${image.width} × ${image.height}` : ''}
            {image.uploadedBy ? ` · added by ${image.uploadedBy.name}` : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="flex min-h-48 items-center justify-center rounded-md bg-slate-950">
          <img
            key={image.id}
            src={image.viewUrl ?? image.contentUrl}
            alt={image.fileName}
            className="max-h-[65dvh] w-auto max-w-full object-contain"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={!hasPrevious}
              onClick={() => onIndexChange(index - 1)}
            >
              <ChevronLeft aria-hidden />
              Previous
            </Button>
            <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onIndexChange(index + 1)}>
              Next
              <ChevronRight aria-hidden />
            </Button>
          </div>
          <div className="flex gap-2">
            {isBrowserImage(image.contentType) ? (
              <Button asChild variant="ghost" size="sm">
                <a href={image.contentUrl} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden />
                  Open original
                </a>
              </Button>
            ) : null}
            <Button asChild variant="ghost" size="sm">
              <a href={downloadUrl(image)} download={image.fileName}>
                <Download aria-hidden />
                Download
              </a>
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
