import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import type { ClaimMessage } from '@domain/claim-messages';
import { pluralise } from '@domain/display';
import { MessageThread } from '../../components/MessageThread';
import { PanelCard } from '../../components/PanelCard';
import { getJson, sendJson, serverMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * The claim's conversation with its dealer, who reads it in the dealer portal: apart from the
 * ticket's internal notes, which a dealer never sees (decision 086).
 */
export function DealerMessagesPanel({ claimId, dealerName }: { claimId: number; dealerName: string }) {
  const queryClient = useQueryClient();
  const url = `/api/warranties/${claimId}/messages`;
  const key = [...queryKeys.claim(claimId), 'messages'] as const;
  const messages = useQuery({ queryKey: key, queryFn: () => getJson<ClaimMessage[]>(url) });
  const send = useMutation({
    mutationFn: (body: string) => sendJson<ClaimMessage>('POST', url, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <PanelCard
      title="Messages with the Dealer"
      icon={MessagesSquare}
      count={pluralise(messages.data?.length ?? 0, 'message')}
    >
      <p className="text-sm text-muted-foreground">
        {dealerName} reads these in the dealer portal. Internal notes stay on the ticket.
      </p>
      <MessageThread
        messages={messages.data}
        reader="staff"
        loadError={
          messages.isError ? serverMessage(messages.error, 'The messages could not be loaded.') : undefined
        }
        onSend={(body, done) => send.mutate(body, { onSuccess: done })}
        isSending={send.isPending}
        sendError={send.isError ? serverMessage(send.error, 'The message was not sent.') : undefined}
        placeholder={`Write to ${dealerName}…`}
      />
    </PanelCard>
  );
}
