import { Mail } from 'lucide-react';
import { pluralise } from '@domain/display';
import { PanelCard } from '../../components/PanelCard';
import { ScrollArea } from '../../components/ui/ScrollArea';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { ReplyForm } from './ReplyForm';
import { ThreadList } from './ThreadList';
import { useRetryReply, useThread } from './use-mail';

/** The customer conversation: public replies, incoming e-mail and internal notes in one timeline. */
export function ConversationPanel({
  ticketId,
  dealerToCopy = null,
  hasClaim = false,
}: {
  ticketId: number;
  /** Whether the ticket has a claim whose package a reply may carry. */
  hasClaim?: boolean;
  /** The dealer contact a reply to the customer may copy, if the ticket has one. */
  dealerToCopy?: string | null;
}) {
  const thread = useThread(ticketId);
  const retry = useRetryReply(ticketId);
  const onRetry = (id: number) =>
    retry.mutate(id, {
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to retry'),
          variant: 'destructive',
        }),
    });
  return (
    <PanelCard title="Conversation" icon={Mail} count={pluralise(thread.data?.length ?? 0, 'message')}>
      <ReplyForm ticketId={ticketId} dealerToCopy={dealerToCopy} hasClaim={hasClaim} />
      <ScrollArea className="h-96 rounded-md border border-border" label="Conversation messages">
        <ThreadList query={thread} onRetry={onRetry} retrying={retry.isPending} />
      </ScrollArea>
    </PanelCard>
  );
}
