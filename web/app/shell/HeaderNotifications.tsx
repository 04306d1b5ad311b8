import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import type { Notification, NotificationList } from '@domain/notifications';
import { NotificationsMenu } from '../../components/NotificationsMenu';
import { useLiveConnected, useLiveEvent } from '../../lib/live-events';
import { RECORD_PAGES } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';

/** A claim's notice leads to the claim, any other to its ticket. */
const hrefOf = (notice: Notification) =>
  notice.claimId !== null ? RECORD_PAGES.claim.of(notice.claimId) : RECORD_PAGES.ticket.of(notice.ticketId);

/**
 * The bell in the staff header: tickets given to me, replies, mentions, my claims decided. New
 * ones arrive on the live stream; it polls only while the stream is down (decision 093).
 */
export function HeaderNotifications() {
  const queryClient = useQueryClient();
  useLiveEvent<NotificationList>('notifications', (list) =>
    queryClient.setQueryData(queryKeys.notifications, list),
  );
  const isLive = useLiveConnected();
  return (
    <NotificationsMenu
      isLive={isLive}
      url="/api/notifications"
      queryKey={queryKeys.notifications}
      label="Notifications"
      icon={Bell}
      hrefOf={hrefOf}
      emptyText="Nothing yet. You will see here tickets given to you, customers' replies, notes that mention you and your claims' decisions."
    />
  );
}
