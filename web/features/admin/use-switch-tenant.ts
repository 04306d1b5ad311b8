import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain/api-types';
import { toast } from '../../components/ui/use-toast';
import { sendJson, serverMessage } from '../../lib/api';
import { CURRENT_USER_KEY } from '../auth';

/** A global admin's active tenant: switching reloads every query and says which tenant is now shown. */
export function useSwitchTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: number) => sendJson<SessionUser>('POST', '/api/auth/tenant', { tenantId }),
    onSuccess: async (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await queryClient.invalidateQueries();
      toast({ title: 'Tenant switched', description: `You are now working in ${user.activeTenant?.name}.` });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to switch tenant'),
        variant: 'destructive',
      }),
  });
}
