import { Ban, Building2, CalendarDays, CircleCheck, Mail, Pencil } from 'lucide-react';
import { ROLE_LABELS } from '@domain/admin';
import type { User } from '@domain/api-types';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { RecordAvatar, RecordCard } from '../../components/list-page/RecordCard';
import { ROLE_BADGE, usernameInitials } from './user-display';

type UserCardProps = {
  user: User;
  isSelf: boolean;
  onEdit: (user: User) => void;
  /** Disable asks first; Enable acts at once. */
  onToggleDisabled: (user: User) => void;
  isToggling: boolean;
};

export function UserCard({ user, isSelf, onEdit, onToggleDisabled, isToggling }: UserCardProps) {
  return (
    <RecordCard
      title={user.username}
      avatar={<RecordAvatar>{usernameInitials(user.username)}</RecordAvatar>}
      badges={
        <>
          <Badge variant={ROLE_BADGE[user.role]}>{ROLE_LABELS[user.role]}</Badge>
          {user.isDisabled ? <Badge variant="red">Disabled</Badge> : null}
          {isSelf ? <Badge variant="outline">You</Badge> : null}
        </>
      }
      isDimmed={user.isDisabled}
      id={user.id}
      lines={[
        { icon: Mail, label: 'Email', text: user.email },
        {
          icon: Building2,
          label: 'Tenant',
          text: user.tenant?.name ?? 'No tenant',
          isMissing: !user.tenant,
        },
        {
          icon: CalendarDays,
          label: 'Created',
          text: `Created ${new Date(user.createdAt).toLocaleDateString()}`,
        },
      ]}
      actions={(titleId) => (
        <>
          <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => onEdit(user)}>
            <Pencil aria-hidden />
            Edit
          </Button>
          {isSelf ? null : (
            <Button
              variant="outline"
              size="sm"
              aria-describedby={titleId}
              disabled={isToggling}
              className={user.isDisabled ? undefined : 'text-destructive'}
              onClick={() => onToggleDisabled(user)}
            >
              {user.isDisabled ? <CircleCheck aria-hidden /> : <Ban aria-hidden />}
              {user.isDisabled ? 'Enable' : 'Disable'}
            </Button>
          )}
        </>
      )}
    />
  );
}
