import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@domain/api-types';
import { NOTE_AUTHOR } from '@domain/notes';
import { getJson, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useNotes(ticketId: number) {
  return useQuery({
    queryKey: queryKeys.notes(ticketId),
    queryFn: () => getJson<Note[]>('/api/notes', { ticketId }),
    enabled: ticketId > 0,
  });
}

/**
 * The client sends 'Support Team' as the spec's author (section 6); the server records the signed-in
 * user. The text is trimmed first; a note may record a reply given by phone (a first response).
 */
export function useAddNote(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, phoneReply }: { content: string; phoneReply: boolean }) =>
      sendJson<Note>('POST', '/api/notes', {
        ticketId,
        content: content.trim(),
        authorName: NOTE_AUTHOR,
        phoneReply,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.notes(ticketId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.thread(ticketId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.ticketActivity(ticketId) });
    },
  });
}
