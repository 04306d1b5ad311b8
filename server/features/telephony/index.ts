/** Phone calls through Twilio or the simulated line: tokens, TwiML, status callbacks, hang-up. */
export { telephonyRoutes } from './telephony.routes';
export { twilioWebhookRoutes } from './telephony-webhook.routes';
export { finishCall } from './telephony.call-end';
export { telephonyModeFor } from './telephony.config';
export { findPhoneSessionId } from './telephony.queries';
