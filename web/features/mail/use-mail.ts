import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CannedReply, MailStatus, ThreadEntry } from '@domain/mail';
import { getJson, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useThread(ticketId: number) {
  return useQuery({
    queryKey: queryKeys.thread(ticketId),
    queryFn: () => getJson<ThreadEntry[]>(`/api/tickets/${ticketId}/thread`),
    enabled: ticketId > 0,
    // A queued reply turns sent or failed in the background.
    refetchInterval: (query) =>
      query.state.data?.some((entry) => entry.kind === 'reply' && entry.status === 'queued') ? 3000 : false,
  });
}

/** Whether a reply can be e-mailed: asked once per visit, and again after the settings change. */
export function useMailStatus() {
  return useQuery({
    queryKey: queryKeys.mailStatus,
    queryFn: () => getJson<MailStatus>('/api/mail-status'),
    staleTime: 5 * 60_000,
  });
}

export function useCannedReplies(ticketId: number) {
  return useQuery({
    queryKey: queryKeys.cannedReplies(ticketId),
    queryFn: () => getJson<CannedReply[]>('/api/canned-replies', { ticketId }),
    enabled: ticketId > 0,
  });
}

/** The newest reply a thread shows, null when none: what a reply is written after (decision 085). */
function newestReplyId(thread: ThreadEntry[]): number | null {
  const ids = thread.filter((entry) => entry.kind === 'reply').map((entry) => entry.id);
  return ids.length ? Math.max(...ids) : null;
}

/**
 * Sends a reply written after the thread as it is shown. A colleague's reply that came in between
 * refuses it (409 on `afterReplyId`); either way the thread loads again, showing that reply.
 */
export function useSendReply(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      content,
      attachmentIds,
      ccDealer,
    }: {
      content: string;
      attachmentIds: number[];
      ccDealer: boolean;
    }) => {
      const thread = queryClient.getQueryData<ThreadEntry[]>(queryKeys.thread(ticketId));
      return sendJson<ThreadEntry>('POST', `/api/tickets/${ticketId}/replies`, {
        content: content.trim(),
        ...(attachmentIds.length ? { attachmentIds } : {}),
        ...(ccDealer ? { ccDealer } : {}),
        ...(thread ? { afterReplyId: newestReplyId(thread) } : {}),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.thread(ticketId) }),
  });
}

export function useRetryReply(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) => sendJson<ThreadEntry>('POST', `/api/replies/${replyId}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.thread(ticketId) }),
  });
}

type NewCannedReply = { title: string; body: string; personal?: boolean };

/**
 * Adding and deleting canned replies, for the admins' card and a user's own list alike: every
 * canned-reply list loads again after either.
 */
export function useCannedReplyChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['canned-replies'] });
  const add = useMutation({
    mutationFn: (reply: NewCannedReply) => sendJson<CannedReply>('POST', '/api/canned-replies', reply),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/canned-replies/${id}`),
    onSuccess: refresh,
  });
  return { add, remove };
}
