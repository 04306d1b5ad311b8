import { formatRelativeTime } from '@domain/display';
import type { ThreadEntry } from '@domain/mail';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { StateMessage } from '../../components/StateMessage';
import { cn } from '../../lib/cn';
import type { useThread } from './use-mail';

const KIND_LABEL = { note: 'Internal note', reply: 'Reply', incoming: 'Customer e-mail' } as const;
const KIND_STYLE = {
  note: 'border-l-yellow-400 bg-yellow-50/60',
  reply: 'border-l-blue-500 bg-blue-50/60',
  incoming: 'border-l-green-600 bg-background',
} as const;

function ReplyState({
  entry,
  onRetry,
  retrying,
}: {
  entry: Extract<ThreadEntry, { kind: 'reply' }>;
  onRetry: (id: number) => void;
  retrying: boolean;
}) {
  if (entry.status === 'sent') return <Badge variant="green">Sent</Badge>;
  if (entry.status === 'queued')
    return (
      <Badge variant="grey">{entry.lastError ? `Queued, retrying: ${entry.lastError}` : 'Queued'}</Badge>
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant="red">Failed</Badge>
      <span className="text-xs text-red-800">{entry.lastError}</span>
      <Button size="sm" variant="outline" disabled={retrying} onClick={() => onRetry(entry.id)}>
        Retry
      </Button>
    </span>
  );
}

function who(entry: ThreadEntry) {
  if (entry.kind === 'incoming')
    return entry.fromName ? `${entry.fromName} <${entry.fromAddress}>` : entry.fromAddress;
  if (entry.kind === 'reply')
    return `${entry.authorName} to ${entry.toAddress}${entry.ccAddress ? `, copy to ${entry.ccAddress}` : ''}`;
  return entry.authorName;
}

type ThreadListProps = {
  query: ReturnType<typeof useThread>;
  onRetry: (id: number) => void;
  retrying: boolean;
};

/** Notes, replies and customer e-mail, oldest first; text only, so no sender's HTML ever runs. */
export function ThreadList({ query, onRetry, retrying }: ThreadListProps) {
  if (query.isLoading)
    return <StateMessage className="p-6 text-center">Loading conversation...</StateMessage>;
  if (query.isError)
    return (
      <StateMessage isError className="p-6 text-center">
        Failed to fetch the conversation
      </StateMessage>
    );
  const entries = query.data ?? [];
  if (entries.length === 0)
    return (
      <StateMessage className="p-6 text-center">
        No messages yet. Replies and customer e-mail appear here.
      </StateMessage>
    );
  return (
    <ol className="grid gap-2 p-2">
      {entries.map((entry) => (
        <li
          key={`${entry.kind}-${entry.id}`}
          className={cn('rounded-md border border-border border-l-4 p-3', KIND_STYLE[entry.kind])}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              <Badge variant={entry.kind === 'note' ? 'yellow' : entry.kind === 'reply' ? 'blue' : 'green'}>
                {KIND_LABEL[entry.kind]}
              </Badge>
              <span className="break-all text-sm font-semibold">{who(entry)}</span>
            </span>
            <time
              dateTime={entry.createdAt}
              title={new Date(entry.createdAt).toLocaleString()}
              className="text-xs text-muted-foreground"
            >
              {formatRelativeTime(entry.createdAt)}
            </time>
          </div>
          {entry.kind !== 'note' && (
            <p className="mt-1 break-words text-xs text-muted-foreground">{entry.subject}</p>
          )}
          <p className="mt-1 whitespace-pre-wrap break-words text-sm">{entry.content}</p>
          {entry.kind === 'incoming' && entry.intakeNote && (
            <p className="mt-1 whitespace-pre-wrap text-xs text-orange-800">{entry.intakeNote}</p>
          )}
          {entry.kind === 'reply' && (
            <div className="mt-2">
              <ReplyState entry={entry} onRetry={onRetry} retrying={retrying} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
