import { useState } from 'react';
import { KeyRound, Mail, Store } from 'lucide-react';
import type { PendingInvitation } from '@domain/account-invitations';
import type { User } from '@domain/api-types';
import { formatRelativeTime, pluralise } from '@domain/display';
import { PanelCard } from '../../components/PanelCard';
import { StateMessage } from '../../components/StateMessage';
import { showFailure } from '../../components/save-feedback';
import { toast } from '../../components/ui/use-toast';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { serverMessage } from '../../lib/api';
import {
  AddPortalAccountDialog,
  InvitePortalAccountDialog,
  ResetPortalPasswordDialog,
} from './PortalAccountDialogs';
import { usePendingInvitations, usePortalAccountChanges, usePortalAccounts } from './use-portal-accounts';

type Open = { kind: 'add' } | { kind: 'invite' } | { kind: 'reset'; account: User } | null;

/** An invited account: whether its link still works, and until when. */
function InvitationState({ invitation }: { invitation: PendingInvitation }) {
  const expired = new Date(invitation.expiresAt).getTime() <= Date.now();
  return (
    <span className="flex flex-col items-end gap-0.5 text-right">
      <Badge variant={expired ? 'yellow' : 'blue'}>{expired ? 'Link expired' : 'Invited'}</Badge>
      <span className="text-xs text-muted-foreground">
        {expired ? 'expired' : 'expires'} {formatRelativeTime(invitation.expiresAt)}
      </span>
    </span>
  );
}

/** On a dealer's page, for admins: who at the dealer signs in to the portal (decision 086). */
export function DealerPortalAccounts({
  dealer,
  tenantId,
}: {
  dealer: { id: number; dealerName: string };
  tenantId: number;
}) {
  const accounts = usePortalAccounts(dealer.id);
  const invitations = usePendingInvitations(dealer.id);
  const changes = usePortalAccountChanges(dealer.id, tenantId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const toggle = (account: User) =>
    changes.setDisabled.mutate(
      { account, isDisabled: !account.isDisabled },
      { onError: (error) => showFailure(serverMessage(error, 'Failed to change the account')) },
    );
  const inviteAgain = (account: User) =>
    changes.invite.mutate(
      { email: account.email, username: account.username },
      {
        onSuccess: () =>
          toast({
            title: 'Invitation sent again',
            description: `A new link was e-mailed to ${account.email}; the earlier one no longer works.`,
          }),
        onError: (error) => showFailure(serverMessage(error, 'The invitation could not be sent')),
      },
    );
  const list = accounts.data ?? [];
  const invitationOf = new Map((invitations.data ?? []).map((invitation) => [invitation.userId, invitation]));
  return (
    <PanelCard
      title="Portal Accounts"
      icon={Store}
      count={pluralise(list.length, 'account')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'invite' })}>
            <Mail className="size-3.5" aria-hidden />
            Invite by E-mail
          </Button>
          <Button size="sm" onClick={() => setOpen({ kind: 'add' })}>
            Add Portal Account
          </Button>
        </div>
      }
    >
      {accounts.isError ? (
        <StateMessage isError>
          {serverMessage(accounts.error, 'Portal accounts could not be loaded.')}
        </StateMessage>
      ) : accounts.isLoading ? (
        <StateMessage>Loading portal accounts…</StateMessage>
      ) : list.length === 0 ? (
        <StateMessage>
          Nobody at this dealer signs in to the dealer portal yet. Add an account, or invite someone by
          e-mail, to let them file and follow their claims and download their statements.
        </StateMessage>
      ) : (
        <ul className="divide-y divide-border">
          {list.map((account) => {
            const invitation = invitationOf.get(account.id);
            return (
              <li key={account.id} className="flex flex-wrap items-center gap-3 py-2">
                <div className="min-w-40 flex-1">
                  <p className="truncate font-medium">{account.username}</p>
                  <p className="truncate text-sm text-muted-foreground">{account.email}</p>
                </div>
                {invitation ? (
                  <>
                    <InvitationState invitation={invitation} />
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={changes.invite.isPending}
                      onClick={() => inviteAgain(account)}
                    >
                      <Mail className="size-3.5" aria-hidden />
                      Send Again
                    </Button>
                  </>
                ) : (
                  <>
                    <Badge variant={account.isDisabled ? 'grey' : 'green'}>
                      {account.isDisabled ? 'Deactivated' : 'Active'}
                    </Badge>
                    <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'reset', account })}>
                      <KeyRound className="size-3.5" aria-hidden />
                      Reset Password
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={changes.setDisabled.isPending}
                      onClick={() => toggle(account)}
                    >
                      {account.isDisabled ? 'Reactivate' : 'Deactivate'}
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {open?.kind === 'add' ? (
        <AddPortalAccountDialog dealerName={dealer.dealerName} changes={changes} onClose={close} />
      ) : null}
      {open?.kind === 'invite' ? (
        <InvitePortalAccountDialog dealerName={dealer.dealerName} changes={changes} onClose={close} />
      ) : null}
      {open?.kind === 'reset' ? (
        <ResetPortalPasswordDialog account={open.account} changes={changes} onClose={close} />
      ) : null}
    </PanelCard>
  );
}
