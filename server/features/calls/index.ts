/**
 * The public side of a call: daily allowances per device and per address, the device cookie and
 * call records. Browser voice and phone calls spend from the same allowance.
 */
export { callRoutes } from './calls.routes';
export { addressKeyFromHex, addressKeyOf, addressKeyToHex } from './calls.address';
export { callerOfRequest, isDeviceId, readDeviceId, type Caller } from './calls.device-cookie';
export { sendCallLimitFailure } from './calls.http';
export type { CallLogRow } from './calls.queries';
export {
  CallLimitError,
  checkCallAllowance,
  endCall,
  findOwnCall,
  reserveDemoTicket,
  startBrowserVoiceCall,
  startCall,
} from './calls.service';
