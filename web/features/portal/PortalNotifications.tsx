import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NotificationsMenu } from '../../components/NotificationsMenu';
import { queryKeys } from '../../lib/query-keys';

/** "Updates": what the warranty team decided, sent back or wrote; a new one refreshes the claims. */
export function PortalNotifications() {
  const queryClient = useQueryClient();
  const refreshClaims = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['portal', 'claims'] }),
    [queryClient],
  );
  return (
    <NotificationsMenu
      url="/api/portal/notifications"
      queryKey={queryKeys.portalNotifications}
      label="Updates"
      emptyText="Nothing yet. You will see here when the warranty team decides a claim, sends one back or writes to you."
      onNewNotice={refreshClaims}
    />
  );
}
