import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import type { ClaimMessage } from '@domain/claim-messages';
import { pluralise } from '@domain/display';
import { MessageThread } from '../../components/MessageThread';
import { PanelCard } from '../../components/PanelCard';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * The claim's conversation with its dealer, who reads it in the dealer portal: apart from the
 * ticket's internal notes, which a dealer never sees (decision 086).
 */
export function DealerMessagesPanel({ claimId, dealerName }: { claimId: number; dealerName: string }) {
  const url = `/api/warranties/${claimId}/messages`;
  const key = [...queryKeys.claim(claimId), 'messages'] as const;
  // The same query as the thread's own: the count in the title shares its answer.
  const messages = useQuery({ queryKey: key, queryFn: () => getJson<ClaimMessage[]>(url) });
  return (
    <PanelCard
      title="Messages with the Dealer"
      icon={MessagesSquare}
      count={pluralise(messages.data?.length ?? 0, 'message')}
    >
      <p className="text-sm text-muted-foreground">
        {dealerName} reads these in the dealer portal. Internal notes stay on the ticket.
      </p>
      <MessageThread url={url} queryKey={key} reader="staff" placeholder={`Write to ${dealerName}…`} />
    </PanelCard>
  );
}
