import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { sendJson } from '../../lib/api';
import { forgetSignedInData } from './forget-signed-in-data';
import { toastLoggedOut, toastLogoutFailed } from './logout-toasts';

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => sendJson<unknown>('POST', '/api/auth/logout'),
    onSuccess: () => {
      // Leave the protected area first, so its guard does not bounce the visitor to /auth.
      navigate('/');
      forgetSignedInData(queryClient);
      toastLoggedOut();
    },
    onError: toastLogoutFailed,
  });
}
