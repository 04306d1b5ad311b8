import { useId, useState } from 'react';
import type { Notification } from '@domain/notifications';
import { formatRelativeTime } from '@domain/display';
import { ticketLabel } from '@domain/ticket-labels';
import { StateMessage } from '../../components/StateMessage';
import { Button } from '../../components/ui/Button';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useMarkNotificationsRead, usePortalNotifications } from './use-portal-notifications';

function NoticeItem({ notice, onRead }: { notice: Notification; onRead: (id: number) => void }) {
  const unread = notice.readAt === null;
  return (
    <li className={cn('flex gap-3 px-4 py-3', unread && 'bg-primary/5')}>
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          {ticketLabel({ number: notice.ticketNumber })} · {notice.title}
          {unread ? <span className="sr-only"> (new)</span> : null}
        </p>
        {notice.detail ? (
          <p className="mt-0.5 break-words text-sm text-muted-foreground">{notice.detail}</p>
        ) : null}
        <p className="mt-0.5 text-xs text-muted-foreground">
          <time dateTime={notice.createdAt}>{formatRelativeTime(notice.createdAt)}</time>
        </p>
      </div>
      {unread ? (
        <Button variant="ghost" size="sm" className="shrink-0" onClick={() => onRead(notice.id)}>
          Mark read
        </Button>
      ) : null}
    </li>
  );
}

/** "Updates": what the warranty team decided, sent back or wrote; a count of the unread in the header. */
export function PortalNotifications() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const notices = usePortalNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notices.data?.unread ?? 0;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        Updates
        {unread > 0 ? (
          <>
            {' '}
            <span className="ml-1 rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          </>
        ) : null}
      </Button>
      {isOpen ? (
        <section
          id={panelId}
          aria-label="Updates"
          className="absolute inset-x-0 top-full z-20 mx-auto max-w-6xl px-2 sm:left-auto sm:right-0 sm:w-[28rem] sm:px-4"
        >
          <div className="max-h-[70vh] overflow-y-auto rounded-lg border border-border bg-card shadow-lg">
            <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
              <h2 className="text-sm font-semibold">Updates</h2>
              <Button
                variant="ghost"
                size="sm"
                disabled={unread === 0 || markRead.isPending}
                onClick={() => markRead.mutate({})}
              >
                Mark all read
              </Button>
            </div>
            {notices.isError ? (
              <StateMessage isError>
                {serverMessage(notices.error, 'Updates could not be loaded.')}
              </StateMessage>
            ) : !notices.data ? (
              <StateMessage>Loading updates…</StateMessage>
            ) : notices.data.items.length === 0 ? (
              <StateMessage>
                Nothing yet. You will see here when the warranty team decides a claim, sends one back or
                writes to you.
              </StateMessage>
            ) : (
              <ul className="divide-y divide-border">
                {notices.data.items.map((notice) => (
                  <NoticeItem
                    key={notice.id}
                    notice={notice}
                    onRead={(id) => markRead.mutate({ ids: [id] })}
                  />
                ))}
              </ul>
            )}
            {markRead.isError ? (
              <p role="alert" className="px-4 py-2 text-sm text-destructive">
                {serverMessage(markRead.error, 'Could not mark them read. Try again.')}
              </p>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
