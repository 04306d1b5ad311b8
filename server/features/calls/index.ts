/**
 * The public side of a call: daily allowances per device and per address, the device cookie and
 * call records. Browser voice and phone calls spend from the same allowance.
 */
export { callerOfRequest, isDeviceId, readDeviceId, type Caller } from './calls.device-cookie';
export { sendCallLimitFailure } from './calls.http';
export type { CallLogRow } from './calls.queries';
export {
  adoptPlacedCall,
  CallLimitError,
  checkCallAllowance,
  endCall,
  findOwnCall,
  findPlacedPhoneCall,
  reserveDemoTicket,
  startBrowserVoiceCall,
  startCall,
} from './calls.service';
