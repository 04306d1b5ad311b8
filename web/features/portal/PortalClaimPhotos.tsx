import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { PortalPhoto } from '@domain/dealer-portal';
import { StateMessage } from '../../components/StateMessage';
import { buttonVariants } from '../../components/ui/Button';
import { getJson, sendForm, serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';

const keyOf = (claimId: number) => ['portal', 'photos', claimId] as const;

/** A claim's photos and invoice: thumbnails to open, and the camera or files to add more. */
export function PortalClaimPhotos({ claimId }: { claimId: number }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const photos = useQuery({
    queryKey: keyOf(claimId),
    queryFn: () => getJson<PortalPhoto[]>(`/api/portal/claims/${claimId}/photos`),
  });
  const upload = useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return sendForm<PortalPhoto[]>(`/api/portal/claims/${claimId}/photos`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(claimId) }),
  });
  const choose = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length > 0) upload.mutate(files);
  };
  const list = photos.data ?? [];
  return (
    <div className="mt-3 space-y-2">
      {photos.isError ? (
        <StateMessage isError>{serverMessage(photos.error, 'The photos could not be loaded.')}</StateMessage>
      ) : list.length === 0 && !photos.isLoading ? (
        <StateMessage>No photos yet. Add the tread, the DOT code, the damage and the invoice.</StateMessage>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {list.map((photo) => (
            <li key={photo.id}>
              <a
                href={photo.contentUrl}
                target="_blank"
                rel="noreferrer"
                className="flex size-20 items-center justify-center overflow-hidden rounded border border-border bg-muted text-center text-xs"
                title={photo.fileName}
              >
                {photo.thumbnailUrl ? (
                  <img src={photo.thumbnailUrl} alt={photo.fileName} className="size-full object-cover" />
                ) : (
                  <span className="break-all p-1">{photo.fileName}</span>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${inputId}-camera`} className={cn(buttonVariants({ size: 'sm' }), 'cursor-pointer')}>
          Take Photo
        </label>
        <input
          id={`${inputId}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          onChange={(event) => choose(event.target.files)}
        />
        <label
          htmlFor={`${inputId}-files`}
          className={cn(buttonVariants({ size: 'sm', variant: 'outline' }), 'cursor-pointer')}
        >
          Add Files
        </label>
        <input
          id={`${inputId}-files`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/heic,application/pdf"
          className="sr-only"
          onChange={(event) => choose(event.target.files)}
        />
        <span aria-live="polite" className="text-sm text-muted-foreground">
          {upload.isPending ? 'Uploading…' : ''}
        </span>
      </div>
      {upload.isError ? (
        <StateMessage isError>{serverMessage(upload.error, 'The files were not added.')}</StateMessage>
      ) : null}
    </div>
  );
}
