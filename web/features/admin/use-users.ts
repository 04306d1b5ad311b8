import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRole } from '@domain/admin';
import type { User } from '@domain/api-types';
import { sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { CURRENT_USER_KEY } from '../auth';
import { useListTotal, useSearchableList } from '../../lib/use-searchable-list';
import type { userPayload } from './user-form';

const URL = '/api/admin/users';

export type RoleFilter = 'all' | UserRole;
type UserPayload = ReturnType<typeof userPayload>;

/** User Management: searched by e-mail or username and filtered by role, on the server. */
export function useUserList(role: RoleFilter) {
  return useSearchableList<User>({
    queryKey: queryKeys.users,
    url: URL,
    filters: { role: role === 'all' ? undefined : role },
  });
}

/** The server's count of users with a role (or of all users): the stat cards. */
export function useUserTotal(role: RoleFilter, enabled = true) {
  return useListTotal(queryKeys.users, URL, { role: role === 'all' ? undefined : role }, enabled);
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      // Editing your own e-mail or username changes the header.
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
}

export function useSaveUser(id: number | null) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (user: UserPayload) =>
      id === null ? sendJson<User>('POST', URL, user) : sendJson<User>('PATCH', `${URL}/${id}`, user),
    onSuccess: refresh,
  });
}

/** Disabling (or enabling) a user: PATCH isDisabled; disabling ends their sessions on the server. */
export function useSetUserDisabled() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ user, isDisabled }: { user: User; isDisabled: boolean }) =>
      sendJson<User>('PATCH', `${URL}/${user.id}`, {
        email: user.email,
        username: user.username,
        isDisabled,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => sendJson<unknown>('DELETE', `${URL}/${id}`),
    onSuccess: refresh,
  });
}
