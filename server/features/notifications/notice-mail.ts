import { ticketLabel } from '../../../domain/ticket-labels';
import type { DueNoticeMail } from './notifications.queries';
import { noticeTitle } from './notifications.service';

/** The desk's page of a ticket (web/lib/paths.ts `RECORD_PAGES.ticket`). */
const deskTicketPath = (ticketId: number) => `/tickets/${ticketId}`;

type Addressed = DueNoticeMail & { email: string; username: string };

function dealerNoticeText(notice: Addressed, title: string, baseUrl: string | null) {
  const tyre = [notice.tireBrand, notice.tireSize].filter(Boolean).join(' ');
  const claim = `${ticketLabel({ number: notice.ticketNumber })}${tyre ? ` (${tyre})` : ''}`;
  const detailLabel = notice.kind === 'claim_message' ? 'The team wrote' : 'Reason';
  return [
    `Hello ${notice.username},`,
    '',
    `${title}: your claim ${claim}.`,
    ...(notice.detail ? ['', `${detailLabel}: ${notice.detail}`] : []),
    '',
    baseUrl ? `See it in the dealer portal: ${baseUrl}/portal` : 'Sign in to the dealer portal to see it.',
    '',
    `${notice.tenantName} warranty team`,
  ];
}

/** A staff notice by e-mail (decision 097): what happened, the ticket's link, and how to stop them. */
function staffNoticeText(notice: Addressed, title: string, baseUrl: string | null) {
  const ticket = ticketLabel({ number: notice.ticketNumber });
  return [
    `Hello ${notice.username},`,
    '',
    `${title}: ${ticket}.`,
    ...(notice.detail ? ['', notice.detail] : []),
    '',
    baseUrl
      ? `Open it in the desk: ${baseUrl}${deskTicketPath(notice.ticketId)}`
      : `Sign in to the desk to see ${ticket}.`,
    '',
    'You get this e-mail because you chose it in the desk (Notifications, E-mail settings); untick it there to stop.',
    '',
    notice.tenantName,
  ];
}

/** A notice as its e-mail says it, to the account's address; `baseUrl` when the desk knows its public address. */
export function noticeMailOf(notice: Addressed, baseUrl: string | null) {
  const title = noticeTitle(notice.kind, notice.status);
  const lines =
    notice.dealerId === null
      ? staffNoticeText(notice, title, baseUrl)
      : dealerNoticeText(notice, title, baseUrl);
  return {
    to: notice.email,
    toName: notice.username,
    subject: `${ticketLabel({ number: notice.ticketNumber })} ${title}`,
    text: lines.join('\n'),
  };
}
