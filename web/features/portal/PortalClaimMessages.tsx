import { MessageThread } from '../../components/MessageThread';

/** The dealer's side of a claim's conversation with the warranty team. */
export function PortalClaimMessages({ claimId }: { claimId: number }) {
  return (
    <MessageThread
      url={`/api/portal/claims/${claimId}/messages`}
      queryKey={['portal', 'messages', claimId]}
      reader="dealer"
      placeholder="Write to the warranty team…"
    />
  );
}
