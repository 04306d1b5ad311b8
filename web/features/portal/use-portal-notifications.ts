import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MarkNotificationsRead, NotificationList } from '@domain/notifications';
import { getJson, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** How often the portal asks for news while it is open (and whenever the window regains focus). */
const POLL_MS = 60_000;

/** The account's notices; a new one also refreshes the claims it may have moved. */
export function usePortalNotifications() {
  const queryClient = useQueryClient();
  const notices = useQuery({
    queryKey: queryKeys.portalNotifications,
    queryFn: () => getJson<NotificationList>('/api/portal/notifications'),
    refetchInterval: POLL_MS,
  });
  const newest = notices.data?.items[0]?.id;
  const seenNewest = useRef(newest);
  useEffect(() => {
    if (newest !== undefined && seenNewest.current !== undefined && newest !== seenNewest.current)
      void queryClient.invalidateQueries({ queryKey: ['portal', 'claims'] });
    seenNewest.current = newest;
  }, [newest, queryClient]);
  return notices;
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkNotificationsRead) =>
      sendJson<NotificationList>('POST', '/api/portal/notifications/read', input),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.portalNotifications, list),
  });
}
