export { LoginForm } from './LoginForm';
export { CURRENT_USER_URL, fetchCurrentUser } from './current-user-request';
export { toastLoggedOut, toastLogoutFailed } from './logout-toasts';
export { homePathFor, returnPathFrom, signInPathFor } from './return-path';
export { CURRENT_USER_KEY, currentUserQuery, useCurrentUser } from './use-current-user';
export { useLogin } from './use-login';
export { useLogout } from './use-logout';
export { loadChangePasswordDialog, loadForgetSignedInData } from './loaders';
