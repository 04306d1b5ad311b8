import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ClaimMessage, MessageSide } from '@domain/claim-messages';
import { getJson, sendJson, serverMessage } from '../lib/api';
import { cn } from '../lib/cn';
import { StateMessage } from './StateMessage';
import { Button } from './ui/Button';
import { fieldBase } from './ui/Input';

type MessageThreadProps = {
  /** Where the conversation is read (GET) and written (POST { body }). */
  url: string;
  queryKey: readonly unknown[];
  /** Whose screen this is: their own messages sit on the right. */
  reader: MessageSide;
  placeholder: string;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A claim's conversation between a dealer and the warranty team, and the box to write the next message. */
export function MessageThread({ url, queryKey, reader, placeholder }: MessageThreadProps) {
  const queryClient = useQueryClient();
  const thread = useQuery({ queryKey, queryFn: () => getJson<ClaimMessage[]>(url) });
  const post = useMutation({
    mutationFn: (body: string) => sendJson<ClaimMessage>('POST', url, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  const [draft, setDraft] = useState('');
  const boxId = useId();
  const messages = thread.data;
  const loadError = thread.isError
    ? serverMessage(thread.error, 'The messages could not be loaded.')
    : undefined;
  const sendError = post.isError ? serverMessage(post.error, 'The message was not sent.') : undefined;
  const isSending = post.isPending;
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) post.mutate(draft, { onSuccess: () => setDraft('') });
  };
  return (
    <div className="space-y-3">
      {loadError ? (
        <StateMessage isError>{loadError}</StateMessage>
      ) : !messages ? (
        <StateMessage>Loading messages…</StateMessage>
      ) : messages.length === 0 ? (
        <StateMessage>No messages yet.</StateMessage>
      ) : (
        <ol className="space-y-2" aria-label="Messages">
          {messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                message.side === reader ? 'ml-auto bg-blue-50 text-blue-950' : 'bg-muted',
              )}
            >
              <p className="text-xs text-muted-foreground">
                {message.authorName} · {when(message.createdAt)}
              </p>
              <p className="whitespace-pre-wrap break-words">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} className="space-y-2">
        <label htmlFor={boxId} className="sr-only">
          Message
        </label>
        <textarea
          id={boxId}
          rows={2}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          className={cn(fieldBase, 'min-h-16 py-2')}
        />
        {sendError ? <StateMessage isError>{sendError}</StateMessage> : null}
        <Button type="submit" size="sm" disabled={isSending || !draft.trim()}>
          {isSending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </div>
  );
}
