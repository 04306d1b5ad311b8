import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import type { SessionUser } from '@domain/api-types';
import type { LoginInput } from '@domain/auth';
import { toast } from '../../components/ui/use-toast';
import { sendJson, serverMessage } from '../../lib/api';
import { homePathFor, returnPathFrom } from './return-path';
import { CURRENT_USER_KEY } from './use-current-user';

/** Spec: the app goes to /tickets about 100 ms after a successful login (or back where it was sent from). */
export const REDIRECT_AFTER_LOGIN_MS = 100;

export function useLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  return useMutation({
    mutationFn: (credentials: LoginInput) => sendJson<SessionUser>('POST', '/api/auth/login', credentials),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}` });
      setTimeout(() => navigate(homePathFor(user, returnPathFrom(search))), REDIRECT_AFTER_LOGIN_MS);
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: serverMessage(error, 'Login failed'),
        variant: 'destructive',
      });
    },
  });
}
