// Split points: a dialog's code loads when it first opens (docs/decisions/063).
export const loadChangePasswordDialog = () => import('./ChangePasswordDialog');
export const loadForgetSignedInData = () => import('./forget-signed-in-data');
