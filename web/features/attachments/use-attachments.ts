import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@domain/attachments';
import { getJson, sendForm, sendJson, withQuery } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const ticketFiles = (ticketId: number) => `/api/tickets/${ticketId}/attachments`;

/** A ticket's files, or only one claim's when claimId is given. */
export function useAttachments(ticketId: number, claimId?: number) {
  return useQuery({
    queryKey: [...queryKeys.attachments(ticketId), claimId ?? 'all'],
    queryFn: () => getJson<Attachment[]>(ticketFiles(ticketId), { claimId }),
    enabled: ticketId > 0,
  });
}

function useRefreshAttachments(ticketId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.attachments(ticketId) });
}

export function useUploadAttachments(ticketId: number) {
  const refresh = useRefreshAttachments(ticketId);
  return useMutation({
    mutationFn: ({ files, claimId }: { files: File[]; claimId?: number }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return sendForm<Attachment[]>(withQuery(ticketFiles(ticketId), { claimId }), form);
    },
    onSuccess: refresh,
  });
}

export function useDeleteAttachment(ticketId: number) {
  const refresh = useRefreshAttachments(ticketId);
  return useMutation({
    mutationFn: (id: number) => sendJson<unknown>('DELETE', `/api/attachments/${id}`),
    onSuccess: refresh,
  });
}
