/** Sign-in, sign-out, tenant switching and passwords: hashing and the common-password check. */
export { confirmOwnPassword, startSession, type PasswordClient, type SessionClient } from './auth.service';
export { attemptSucceeded, reserveLoginAttempt } from './login-throttle';
export { readKnownDevice } from './known-device';
export { deleteUserSessions } from './auth.queries';
export { assertUncommonPassword } from './common-passwords';
export { hashPassword, verifyPassword } from './password';
