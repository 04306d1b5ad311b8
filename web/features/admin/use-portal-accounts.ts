import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationInput, PendingInvitation } from '@domain/account-invitations';
import type { User } from '@domain/api-types';
import { getJson, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const URL = '/api/admin/users';
const keyOf = (dealerId: number) => [...queryKeys.users, 'dealer', dealerId] as const;

/** A dealer's portal accounts (decision 086): role `dealer`, of this dealer. */
export function usePortalAccounts(dealerId: number) {
  return useQuery({
    queryKey: keyOf(dealerId),
    queryFn: () => getJson<User[]>(URL, { dealerId, role: 'dealer', limit: 200 }),
  });
}

/** The dealer's accounts whose e-mailed invitation is not accepted yet (decision 087). */
export function usePendingInvitations(dealerId: number) {
  return useQuery({
    queryKey: [...keyOf(dealerId), 'invitations'],
    queryFn: () => getJson<PendingInvitation[]>(`/api/admin/dealers/${dealerId}/invitations`),
  });
}

export type NewPortalAccount = { email: string; username: string; password: string };

/**
 * Adds, invites (or invites again), deactivates, reactivates and resets the password of a dealer's
 * portal accounts.
 */
export function usePortalAccountChanges(dealerId: number, tenantId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.users });
  const identity = (account: User) => ({ email: account.email, username: account.username });
  return {
    add: useMutation({
      mutationFn: (account: NewPortalAccount) =>
        sendJson<User>('POST', URL, { ...account, role: 'dealer', tenantId, dealerId }),
      onSuccess,
    }),
    invite: useMutation({
      mutationFn: (invitation: InvitationInput) =>
        sendJson<PendingInvitation>('POST', `/api/admin/dealers/${dealerId}/invitations`, invitation),
      onSuccess,
    }),
    setDisabled: useMutation({
      mutationFn: ({ account, isDisabled }: { account: User; isDisabled: boolean }) =>
        sendJson<User>('PATCH', `${URL}/${account.id}`, { ...identity(account), isDisabled }),
      onSuccess,
    }),
    resetPassword: useMutation({
      mutationFn: ({ account, password }: { account: User; password: string }) =>
        sendJson<User>('PATCH', `${URL}/${account.id}`, { ...identity(account), password }),
      onSuccess,
    }),
  };
}
