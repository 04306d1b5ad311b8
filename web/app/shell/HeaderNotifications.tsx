import { Bell } from 'lucide-react';
import type { Notification } from '@domain/notifications';
import { NotificationsMenu } from '../../components/NotificationsMenu';
import { RECORD_PAGES } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';

/** A claim's notice leads to the claim, any other to its ticket. */
const hrefOf = (notice: Notification) =>
  notice.claimId !== null ? RECORD_PAGES.claim.of(notice.claimId) : RECORD_PAGES.ticket.of(notice.ticketId);

/** The bell in the staff header: tickets given to me, replies, mentions, my claims decided. */
export function HeaderNotifications() {
  return (
    <NotificationsMenu
      url="/api/notifications"
      queryKey={queryKeys.notifications}
      label="Notifications"
      icon={Bell}
      hrefOf={hrefOf}
      emptyText="Nothing yet. You will see here tickets given to you, customers' replies, notes that mention you and your claims' decisions."
    />
  );
}
