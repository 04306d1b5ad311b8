import { formatRelativeTime } from '@domain/display';
import { StateMessage } from '../../components/StateMessage';
import { Badge } from '../../components/ui/Badge';
import type { useNotes } from './use-notes';

export function NoteList({ query }: { query: ReturnType<typeof useNotes> }) {
  if (query.isLoading) return <StateMessage className="p-6 text-center">Loading notes...</StateMessage>;
  if (query.isError)
    return (
      <StateMessage isError className="p-6 text-center">
        Failed to fetch notes
      </StateMessage>
    );
  const notes = query.data ?? [];
  if (notes.length === 0)
    return <StateMessage className="p-6 text-center">No notes yet. Add your first note above.</StateMessage>;
  return (
    <ul className="divide-y divide-border">
      {notes.map((note) => (
        <li key={note.id} className="p-3">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-sm font-semibold">
              {note.authorName}
              {note.phoneReply ? (
                <Badge variant="grey" className="ml-2">
                  Phone reply
                </Badge>
              ) : null}
            </span>
            <time
              dateTime={note.createdAt}
              title={new Date(note.createdAt).toLocaleString()}
              className="text-xs text-muted-foreground"
            >
              {formatRelativeTime(note.createdAt)}
            </time>
          </div>
          <p className="mt-1 whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{note.content}</p>
        </li>
      ))}
    </ul>
  );
}
