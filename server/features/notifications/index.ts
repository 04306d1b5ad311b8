/**
 * What the desk tells an account about a record it follows: a dealer account hears when the
 * warranty team decides, sends back or writes on its dealer's claims, in the portal and by e-mail;
 * staff hear of tickets assigned to them, customers' replies, mentions, due times and their claims'
 * decisions, in the desk and by e-mail for the kinds each of them chose.
 */
export {
  notifyClaimDealerIn,
  dealerNotifications,
  markDealerNotificationsRead,
  notifyStaffIn,
  notifyMentionsIn,
  noticesOf,
  newNoticesOf,
  mailChoicesOf,
  chooseMail,
} from './notifications.service';
export { noticeMailOf } from './notice-mail';
export {
  claimDueNoticeMail,
  recordNoticeMail,
  settleQueuedAsNotSetUp,
  type DueNoticeMail,
} from './notifications.queries';
