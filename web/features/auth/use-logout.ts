import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { sendJson, serverMessage } from '../../lib/api';
import { CURRENT_USER_KEY } from './use-current-user';

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => sendJson<unknown>('POST', '/api/auth/logout'),
    onSuccess: () => {
      // Leave the protected area first, so its guard does not bounce the visitor to /auth.
      navigate('/');
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    onError: (error) => {
      toast({
        title: 'Logout failed',
        description: serverMessage(error, 'Logout failed'),
        variant: 'destructive',
      });
    },
  });
}
