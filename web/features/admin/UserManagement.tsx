import { useState } from 'react';
import { Plus, SearchX, Users } from 'lucide-react';
import { ROLE_LABELS } from '@domain/admin';
import type { SessionUser, User } from '@domain/api-types';
import { PageHeader } from '../../components/PageHeader';
import { Button } from '../../components/ui/Button';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { EmptyState } from '../../components/list-page/EmptyState';
import { RecordList } from '../../components/list-page/RecordList';
import { SearchField } from '../../components/list-page/SearchField';
import { AccessDenied } from './AccessDenied';
import { isForbidden, toastAdminError, toastAdminSuccess } from './admin-feedback';
import { DisableUserDialog } from './DisableUserDialog';
import { useSetUserDisabled, useUserList, type RoleFilter } from './use-users';
import { UserCard } from './UserCard';
import { UserDialog } from './UserDialog';
import { UserStats } from './UserStats';

export const USERS_DENIED = 'User management is for global admins and tenant admins.';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: User };

function roleFilters(isGlobalAdmin: boolean) {
  const roles = isGlobalAdmin
    ? (['global_admin', 'tenant_admin', 'user', 'dealer'] as const)
    : (['tenant_admin', 'user', 'dealer'] as const);
  return [
    { value: 'all', label: 'All Roles' },
    ...roles.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  ];
}

/** /admin/users: a global admin sees everyone; a tenant admin their own tenant's users (server-scoped). */
export function UserManagement({ actor }: { actor: SessionUser }) {
  const isGlobalAdmin = actor.role === 'global_admin';
  const [role, setRole] = useState<RoleFilter>('all');
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [disabling, setDisabling] = useState<User | null>(null);
  const list = useUserList(role);
  const setDisabled = useSetUserDisabled();
  if (isForbidden(list.page.error)) return <AccessDenied title="User Management" message={USERS_DENIED} />;

  const applyDisabled = (user: User, isDisabled: boolean) =>
    setDisabled.mutate(
      { user, isDisabled },
      {
        onSuccess: () =>
          toastAdminSuccess('user', 'update', `User ${isDisabled ? 'disabled' : 'enabled'} successfully`),
        onError: (error) => toastAdminError('user', 'update', error),
      },
    );
  const newUser = (
    <Button onClick={() => setDialog({ mode: 'create' })}>
      <Plus aria-hidden />
      New User
    </Button>
  );
  return (
    <>
      <PageHeader
        title="User Management"
        description={
          isGlobalAdmin
            ? 'Staff accounts of every tenant.'
            : `Staff accounts of ${actor.tenant?.name ?? 'your tenant'}.`
        }
        actions={newUser}
      />
      <UserStats isGlobalAdmin={isGlobalAdmin} />
      <RecordList
        title="All Users"
        noun="users"
        toolbar={
          <>
            <SearchField
              label="Search users"
              placeholder="Email or username..."
              value={list.search}
              onChange={list.setSearch}
            />
            <ChoiceSelect
              aria-label="Role filter"
              className="sm:w-36"
              value={role}
              choices={roleFilters(isGlobalAdmin)}
              onChange={(value) => setRole(value as RoleFilter)}
            />
          </>
        }
        page={list.page}
        empty={
          list.isSearching || role !== 'all' ? (
            <EmptyState icon={SearchX} title="No users found" hint="Try another email, username or role." />
          ) : (
            <EmptyState
              icon={Users}
              title="No users yet"
              hint="Add the first staff account."
              action={newUser}
            />
          )
        }
        offset={list.offset}
        onOffsetChange={list.setOffset}
        getKey={(user) => user.id}
        renderItem={(user) => (
          <UserCard
            user={user}
            isSelf={user.id === actor.id}
            onEdit={() => setDialog({ mode: 'edit', user })}
            onToggleDisabled={() => (user.isDisabled ? applyDisabled(user, false) : setDisabling(user))}
            isToggling={setDisabled.isPending && setDisabled.variables.user.id === user.id}
          />
        )}
      />
      {dialog.mode !== 'closed' ? (
        <UserDialog
          actor={actor}
          user={dialog.mode === 'edit' ? dialog.user : null}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
      <DisableUserDialog
        user={disabling}
        onConfirm={(user) => {
          setDisabling(null);
          applyDisabled(user, true);
        }}
        onCancel={() => setDisabling(null)}
      />
    </>
  );
}
