import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';
import type { MarkNotificationsRead, Notification, NotificationList } from '@domain/notifications';
import { formatRelativeTime } from '@domain/display';
import { ticketLabel } from '@domain/ticket-labels';
import { getJson, sendJson, serverMessage } from '../lib/api';
import { cn } from '../lib/cn';
import { StateMessage } from './StateMessage';
import { Button } from './ui/Button';

/** How often an open page asks for news (and whenever the window regains focus). */
const POLL_MS = 30_000;

type MenuProps = {
  /** '/api/notifications' for staff, '/api/portal/notifications' for a dealer. */
  url: string;
  queryKey: QueryKey;
  /** The button's words; with an icon, the button shows the icon and the count only. */
  label: string;
  icon?: LucideIcon;
  emptyText: string;
  /** Where a notice leads, if anywhere. */
  hrefOf?: (notice: Notification) => string;
  /** A notice newer than the ones shown arrived: what it may have changed can be fetched again. */
  onNewNotice?: () => void;
  /** Notices arrive on the live stream (decision 093): no polling while it is up. */
  isLive?: boolean;
  /** A control beside "Mark all read" (the staff's e-mail choices); given a way to close the panel. */
  headerAction?: (close: () => void) => ReactNode;
};

function useNotices({ url, queryKey, onNewNotice, isLive = false }: MenuProps) {
  const notices = useQuery({
    queryKey,
    queryFn: () => getJson<NotificationList>(url),
    refetchInterval: isLive ? false : POLL_MS,
  });
  const newest = notices.data?.items[0]?.id;
  const seenNewest = useRef(newest);
  useEffect(() => {
    if (newest !== undefined && seenNewest.current !== undefined && newest !== seenNewest.current)
      onNewNotice?.();
    seenNewest.current = newest;
  }, [newest, onNewNotice]);
  return notices;
}

function useMarkRead({ url, queryKey }: MenuProps) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkNotificationsRead) => sendJson<NotificationList>('POST', `${url}/read`, input),
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
  });
}

function NoticeItem({
  notice,
  href,
  onRead,
}: {
  notice: Notification;
  href: string | undefined;
  onRead: (id: number) => void;
}) {
  const unread = notice.readAt === null;
  const heading = (
    <>
      {ticketLabel({ number: notice.ticketNumber })} · {notice.title}
      {unread ? <span className="sr-only"> (new)</span> : null}
    </>
  );
  return (
    <li className={cn('flex gap-3 px-4 py-3', unread && 'bg-primary/5')}>
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          {href ? (
            <Link href={href} className="hover:underline" onClick={() => unread && onRead(notice.id)}>
              {heading}
            </Link>
          ) : (
            heading
          )}
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

/** A header button with the count of unread notices, opening the latest ones (decision 088). */
export function NotificationsMenu(props: MenuProps) {
  const { label, icon: Icon, emptyText, hrefOf, headerAction } = props;
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const notices = useNotices(props);
  const markRead = useMarkRead(props);
  const unread = notices.data?.unread ?? 0;
  const count =
    unread > 0 ? (
      <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
        {unread}
        <span className="sr-only"> unread</span>
      </span>
    ) : null;
  return (
    <>
      <Button
        variant={Icon ? 'ghost' : 'outline'}
        size="sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        title={Icon ? label : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {Icon ? (
          <>
            <Icon className="size-4" aria-hidden />
            <span className="sr-only">{label}</span>
          </>
        ) : (
          label
        )}
        {count ? <> {count}</> : null}
      </Button>
      {isOpen ? (
        <section
          id={panelId}
          aria-label={label}
          className="absolute inset-x-0 top-full z-50 mx-auto max-w-6xl px-2 sm:left-auto sm:right-0 sm:w-[28rem] sm:px-4"
        >
          <div className="max-h-[70vh] overflow-y-auto rounded-lg border border-border bg-card shadow-lg">
            <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
              <h2 className="text-sm font-semibold">{label}</h2>
              <div className="flex flex-wrap items-center justify-end gap-1">
                {headerAction?.(() => setIsOpen(false))}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={unread === 0 || markRead.isPending}
                  onClick={() => markRead.mutate({})}
                >
                  Mark all read
                </Button>
              </div>
            </div>
            {notices.isError ? (
              <StateMessage isError>
                {serverMessage(notices.error, `${label} could not be loaded.`)}
              </StateMessage>
            ) : !notices.data ? (
              <StateMessage>Loading…</StateMessage>
            ) : notices.data.items.length === 0 ? (
              <StateMessage>{emptyText}</StateMessage>
            ) : (
              <ul className="divide-y divide-border">
                {notices.data.items.map((notice) => (
                  <NoticeItem
                    key={notice.id}
                    notice={notice}
                    href={hrefOf?.(notice)}
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
