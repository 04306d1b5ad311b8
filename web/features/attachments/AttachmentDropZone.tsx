import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Camera, FolderOpen, Upload } from 'lucide-react';
import { ACCEPT_ATTRIBUTE, ATTACHMENT_LIMITS, formatMegabytes } from '@domain/attachments';
import { pluralise } from '@domain/display';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../lib/cn';

type AttachmentDropZoneProps = {
  onFiles: (files: File[]) => void;
  /** How many files are on their way up, or 0. */
  uploading: number;
};

const filesOf = (list: FileList | null) => (list ? Array.from(list) : []);

/**
 * Where files come in: dropped from the desktop, chosen in the file picker, or (on a phone) taken
 * with the camera straight away.
 */
export function AttachmentDropZone({ onFiles, uploading }: AttachmentDropZoneProps) {
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const isUploading = uploading > 0;

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = filesOf(event.target.files);
    // Cleared so choosing the same file again is still a change.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = filesOf(event.dataTransfer.files);
    if (files.length > 0 && !isUploading) onFiles(files);
  };

  return (
    <div
      data-testid="attachment-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'grid justify-items-center gap-2 rounded-md border-2 border-dashed border-border p-4 text-center transition-colors',
        isDragging && 'border-primary bg-blue-50',
      )}
    >
      {isUploading ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <Spinner label="Uploading" className="size-4" />
          Uploading {pluralise(uploading, 'file')}...
        </p>
      ) : (
        <>
          <Upload className="size-6 text-muted-foreground" aria-hidden />
          {/* Phones cannot drag files, so they are only offered the buttons. */}
          <p className="text-sm font-medium">
            <span className="md:hidden">Add photos or PDFs</span>
            <span className="hidden md:inline">Drop photos or PDFs here</span>
          </p>
          <p className="text-xs text-muted-foreground">
            JPEG, PNG, WebP, HEIC or PDF ·{' '}
            <span className="whitespace-nowrap">
              up to {formatMegabytes(ATTACHMENT_LIMITS.fileBytes)} each
            </span>
          </p>
        </>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button size="sm" variant="outline" disabled={isUploading} onClick={() => picker.current?.click()}>
          <FolderOpen aria-hidden />
          Choose files
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="md:hidden"
          disabled={isUploading}
          onClick={() => camera.current?.click()}
        >
          <Camera aria-hidden />
          Take photo
        </Button>
      </div>
      <input
        ref={picker}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        aria-label="Choose files to attach"
        className="sr-only"
        tabIndex={-1}
        onChange={onChosen}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Take a photo to attach"
        className="sr-only"
        tabIndex={-1}
        onChange={onChosen}
      />
    </div>
  );
}
