/**
 * What the desk tells an account about a record it follows: a dealer account hears when the
 * warranty team decides, sends back or writes on its dealer's claims, in the portal and by e-mail.
 */
export {
  notifyClaimDealerIn,
  dealerNotifications,
  markDealerNotificationsRead,
} from './notifications.service';
export { sendDueNoticeMail } from './notice-mail';
