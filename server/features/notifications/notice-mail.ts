import { ticketLabel } from '../../../domain/ticket-labels';
import type { DueNoticeMail } from './notifications.queries';
import { noticeTitle } from './notifications.service';

/** A notice as its e-mail says it, to the account's address; `portalUrl` when the desk knows it. */
export function noticeMailOf(notice: DueNoticeMail, portalUrl: string | null) {
  const title = noticeTitle(notice.kind, notice.status);
  const tyre = [notice.tireBrand, notice.tireSize].filter(Boolean).join(' ');
  const claim = `${ticketLabel({ number: notice.ticketNumber })}${tyre ? ` (${tyre})` : ''}`;
  const detailLabel = notice.kind === 'claim_message' ? 'The team wrote' : 'Reason';
  const lines = [
    `Hello ${notice.username},`,
    '',
    `${title}: your claim ${claim}.`,
    ...(notice.detail ? ['', `${detailLabel}: ${notice.detail}`] : []),
    '',
    portalUrl ? `See it in the dealer portal: ${portalUrl}` : 'Sign in to the dealer portal to see it.',
    '',
    `${notice.tenantName} warranty team`,
  ];
  return {
    to: notice.email,
    toName: notice.username,
    subject: `${ticketLabel({ number: notice.ticketNumber })} ${title}`,
    text: lines.join('\n'),
  };
}
