import { StickyNote } from 'lucide-react';
import { pluralise } from '@domain/display';
import { PanelCard } from '../../components/PanelCard';
import { ScrollArea } from '../../components/ui/ScrollArea';
import { AddNoteForm } from './AddNoteForm';
import { NoteList } from './NoteList';
import { useNotes } from './use-notes';

export function NotesPanel({ ticketId }: { ticketId: number }) {
  const notes = useNotes(ticketId);
  return (
    <PanelCard title="Notes" icon={StickyNote} count={pluralise(notes.data?.length ?? 0, 'note')}>
      <AddNoteForm ticketId={ticketId} />
      <div>
        <h4 className="mb-2 text-sm font-semibold">All Notes</h4>
        <ScrollArea className="h-80 rounded-md border border-border" label="All Notes">
          <NoteList query={notes} />
        </ScrollArea>
      </div>
    </PanelCard>
  );
}
