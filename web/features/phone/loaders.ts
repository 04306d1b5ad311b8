// Split point: the phone dialog's code loads when a visitor asks for a call.
export const loadPhoneDialog = () => import('./PhoneCallDialog');
