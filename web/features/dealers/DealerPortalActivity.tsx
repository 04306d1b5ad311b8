import { Activity } from 'lucide-react';
import type { PortalActivity } from '@domain/dealer-portal';
import { formatRelativeTime, pluralise } from '@domain/display';
import { PanelCard } from '../../components/PanelCard';
import { StateMessage } from '../../components/StateMessage';
import { TicketReference } from '../../components/TicketReference';
import { serverMessage } from '../../lib/api';
import { useDealerPortalActivity } from './use-dealers';

const WHAT: Record<PortalActivity['kind'], string> = {
  claim_filed: 'filed a claim on',
  message: 'wrote on',
  file: 'added a file to',
};

/** On a dealer's page: what its portal accounts did lately, newest first (decision 086). */
export function DealerPortalActivity({ dealerId }: { dealerId: number }) {
  const activity = useDealerPortalActivity(dealerId);
  const items = activity.data ?? [];
  return (
    <PanelCard title="Portal Activity" icon={Activity} count={pluralise(items.length, 'event')}>
      {activity.isError ? (
        <StateMessage isError>
          {serverMessage(activity.error, 'Portal activity could not be loaded.')}
        </StateMessage>
      ) : !activity.data ? (
        <StateMessage>Loading portal activity…</StateMessage>
      ) : items.length === 0 ? (
        <StateMessage>Nothing from this dealer's portal accounts yet.</StateMessage>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <li key={`${item.kind}-${item.at}-${item.claimId}-${item.detail}`} className="py-2 text-sm">
              <p>
                <span className="font-medium">{item.username}</span> {WHAT[item.kind]}{' '}
                <TicketReference reference={item} link />
                <span className="text-muted-foreground">
                  {' · '}
                  <time dateTime={item.at}>{formatRelativeTime(item.at)}</time>
                </span>
              </p>
              {item.detail ? <p className="break-words text-muted-foreground">{item.detail}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
