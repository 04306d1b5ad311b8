import { StickyNote } from 'lucide-react';
import { pluralise } from '@domain/display';
import { PanelCard } from '../../components/PanelCard';
import { ScrollArea } from '../../components/ui/ScrollArea';
import { AddNoteForm } from './AddNoteForm';
import { NoteList } from './NoteList';
import { useNotes } from './use-notes';

type NotesPanelProps = {
  ticketId: number;
  /** Each new value puts the cursor in the new-note box (the "n" shortcut). */
  focusRequest?: number;
};

export function NotesPanel({ ticketId, focusRequest }: NotesPanelProps) {
  const notes = useNotes(ticketId);
  return (
    <PanelCard title="Notes" icon={StickyNote} count={pluralise(notes.data?.length ?? 0, 'note')}>
      <AddNoteForm ticketId={ticketId} focusRequest={focusRequest} />
      <div>
        <h4 className="mb-2 text-sm font-semibold">All Notes</h4>
        <ScrollArea className="h-80 rounded-md border border-border" label="All Notes">
          <NoteList query={notes} />
        </ScrollArea>
      </div>
    </PanelCard>
  );
}
