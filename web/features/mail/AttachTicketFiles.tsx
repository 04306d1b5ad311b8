import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@domain/attachments';
import { pluralise } from '@domain/display';
import { showFailure } from '../../components/save-feedback';
import { Button } from '../../components/ui/Button';
import { sendJson, serverMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { formatFileSize, useAttachments } from '../attachments';

/** Keeps the ticket's claim package as one of its files and answers it, to attach at once. */
function useKeepClaimPackage(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<Attachment>('POST', `/api/tickets/${ticketId}/claim-package/file`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.attachments(ticketId) }),
  });
}

/** The ticket's own files to send with the reply (the server checks they are this ticket's). */
export function AttachTicketFiles({
  ticketId,
  hasClaim,
  chosen,
  onChange,
}: {
  ticketId: number;
  hasClaim: boolean;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const files = useAttachments(ticketId).data ?? [];
  const keepPackage = useKeepClaimPackage(ticketId);
  if (files.length === 0 && !hasClaim) return null;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  const addPackage = () =>
    keepPackage.mutate(undefined, {
      onSuccess: (file) => onChange([...chosen, file.id]),
      onError: (error) => showFailure(serverMessage(error, 'The claim package could not be made')),
    });
  return (
    <details className="rounded-md border border-border px-3 py-2 text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        Attach the ticket's files{chosen.length ? ` (${pluralise(chosen.length, 'file')} chosen)` : ''}
      </summary>
      <ul className="mt-2 grid gap-1">
        {files.map((file) => (
          <li key={file.id}>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={chosen.includes(file.id)}
                onChange={(event) => toggle(file.id, event.target.checked)}
              />
              <span className="min-w-0 truncate">{file.fileName}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.byteSize)}</span>
            </label>
          </li>
        ))}
      </ul>
      {hasClaim ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={keepPackage.isPending}
          onClick={addPackage}
        >
          {keepPackage.isPending ? 'Making the claim package...' : 'Attach the claim package (PDF)'}
        </Button>
      ) : null}
    </details>
  );
}
