import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, Mail } from 'lucide-react';
import type { Notification, NotificationList } from '@domain/notifications';
import { LazyDialogSlot } from '../../components/LazyDialogSlot';
import { NotificationsMenu } from '../../components/NotificationsMenu';
import { Button } from '../../components/ui/Button';
import { loadNoticeMailDialog } from '../../features/mail';
import { lazyExport } from '../../lib/lazy-with-retry';
import { useLiveConnected, useLiveEvent } from '../../lib/live-events';
import { RECORD_PAGES } from '../../lib/paths';
import { queryKeys } from '../../lib/query-keys';

const NoticeMailDialog = lazyExport(loadNoticeMailDialog, 'NoticeMailDialog');

/** How many notices the server's list holds (notifications.service). */
const LIST_LENGTH = 50;

/** A claim's notice leads to the claim, any other to its ticket. */
const hrefOf = (notice: Notification) =>
  notice.claimId !== null ? RECORD_PAGES.claim.of(notice.claimId) : RECORD_PAGES.ticket.of(notice.ticketId);

/** The list held with new notices in front (each once), as long as the server's list. */
function withNews(held: NotificationList, news: NotificationList): NotificationList {
  const fresh = new Set(news.items.map((item) => item.id));
  const items = [...news.items, ...held.items.filter((item) => !fresh.has(item.id))];
  return { unread: news.unread, items: items.slice(0, Math.max(LIST_LENGTH, held.items.length)) };
}

/**
 * The bell in the staff header: tickets given to me, replies, mentions, my claims decided. New
 * ones arrive on the live stream; it polls only while the stream is down (decision 093). Its panel
 * opens the person's choice of notices by e-mail (decision 097).
 */
export function HeaderNotifications() {
  const queryClient = useQueryClient();
  useLiveEvent<NotificationList>('notifications', (list) =>
    queryClient.setQueryData(queryKeys.notifications, list),
  );
  useLiveEvent<NotificationList>('notices', (news) => {
    const held = queryClient.getQueryData<NotificationList>(queryKeys.notifications);
    if (!held) return void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    queryClient.setQueryData(queryKeys.notifications, withNews(held, news));
  });
  const isLive = useLiveConnected();
  const [isChoosingMail, setChoosingMail] = useState(false);
  return (
    <>
      <NotificationsMenu
        isLive={isLive}
        url="/api/notifications"
        queryKey={queryKeys.notifications}
        label="Notifications"
        icon={Bell}
        hrefOf={hrefOf}
        emptyText="Nothing yet. You will see here tickets given to you, customers' replies, notes that mention you and your claims' decisions."
        headerAction={(closePanel) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              closePanel();
              setChoosingMail(true);
            }}
          >
            <Mail aria-hidden />
            E-mail settings
          </Button>
        )}
      />
      <LazyDialogSlot isOpen={isChoosingMail} onDismiss={() => setChoosingMail(false)}>
        {isChoosingMail ? <NoticeMailDialog onClose={() => setChoosingMail(false)} /> : null}
      </LazyDialogSlot>
    </>
  );
}
