import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimMessage } from '@domain/claim-messages';
import { MessageThread } from '../../components/MessageThread';
import { getJson, sendJson, serverMessage } from '../../lib/api';

const keyOf = (claimId: number) => ['portal', 'messages', claimId] as const;

/** The dealer's side of a claim's conversation with the warranty team. */
export function PortalClaimMessages({ claimId }: { claimId: number }) {
  const queryClient = useQueryClient();
  const url = `/api/portal/claims/${claimId}/messages`;
  const messages = useQuery({ queryKey: keyOf(claimId), queryFn: () => getJson<ClaimMessage[]>(url) });
  const send = useMutation({
    mutationFn: (body: string) => sendJson<ClaimMessage>('POST', url, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(claimId) }),
  });
  return (
    <MessageThread
      messages={messages.data}
      reader="dealer"
      loadError={
        messages.isError ? serverMessage(messages.error, 'The messages could not be loaded.') : undefined
      }
      onSend={(body, done) => send.mutate(body, { onSuccess: done })}
      isSending={send.isPending}
      sendError={send.isError ? serverMessage(send.error, 'The message was not sent.') : undefined}
      placeholder="Write to the warranty team…"
    />
  );
}
