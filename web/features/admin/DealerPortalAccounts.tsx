import { useState } from 'react';
import { KeyRound, Store } from 'lucide-react';
import type { User } from '@domain/api-types';
import { pluralise } from '@domain/display';
import { PanelCard } from '../../components/PanelCard';
import { StateMessage } from '../../components/StateMessage';
import { showFailure } from '../../components/save-feedback';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { serverMessage } from '../../lib/api';
import { AddPortalAccountDialog, ResetPortalPasswordDialog } from './PortalAccountDialogs';
import { usePortalAccountChanges, usePortalAccounts } from './use-portal-accounts';

type Open = { kind: 'add' } | { kind: 'reset'; account: User } | null;

/** On a dealer's page, for admins: who at the dealer signs in to the portal (decision 086). */
export function DealerPortalAccounts({
  dealer,
  tenantId,
}: {
  dealer: { id: number; dealerName: string };
  tenantId: number;
}) {
  const accounts = usePortalAccounts(dealer.id);
  const changes = usePortalAccountChanges(dealer.id, tenantId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const toggle = (account: User) =>
    changes.setDisabled.mutate(
      { account, isDisabled: !account.isDisabled },
      { onError: (error) => showFailure(serverMessage(error, 'Failed to change the account')) },
    );
  const list = accounts.data ?? [];
  return (
    <PanelCard
      title="Portal Accounts"
      icon={Store}
      count={pluralise(list.length, 'account')}
      actions={
        <Button size="sm" onClick={() => setOpen({ kind: 'add' })}>
          Add Portal Account
        </Button>
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
          Nobody at this dealer signs in to the dealer portal yet. Add an account to let them file and follow
          their claims and download their statements.
        </StateMessage>
      ) : (
        <ul className="divide-y divide-border">
          {list.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{account.username}</p>
                <p className="truncate text-sm text-muted-foreground">{account.email}</p>
              </div>
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
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'add' ? (
        <AddPortalAccountDialog dealerName={dealer.dealerName} changes={changes} onClose={close} />
      ) : null}
      {open?.kind === 'reset' ? (
        <ResetPortalPasswordDialog account={open.account} changes={changes} onClose={close} />
      ) : null}
    </PanelCard>
  );
}
