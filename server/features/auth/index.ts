/** Sign-in, sign-out, tenant switching and passwords: hashing and the common-password check. */
export { authRoutes } from './auth.routes';
export { confirmOwnPassword } from './auth.service';
export { deleteUserSessions } from './auth.queries';
export { assertUncommonPassword } from './common-passwords';
export { hashPassword, verifyPassword } from './password';
