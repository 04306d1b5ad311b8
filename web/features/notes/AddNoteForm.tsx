import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { noteContent } from '@domain/notes';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/use-toast';
import { submitOnCtrlEnter } from '../../lib/submit-shortcut';
import { useDraft } from '../../lib/use-draft';
import { useAddNote } from './use-notes';

const noteFormSchema = z.object({ content: noteContent, phoneReply: z.boolean() });
type NoteForm = z.input<typeof noteFormSchema>;

export function AddNoteForm({ ticketId, focusRequest = 0 }: { ticketId: number; focusRequest?: number }) {
  const addNote = useAddNote(ticketId);
  const draft = useDraft(`note:${ticketId}`);
  const form = useForm<NoteForm>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { content: draft.read(), phoneReply: false },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (focusRequest > 0) setFocus('content');
  }, [focusRequest, setFocus]);

  const submit = form.handleSubmit(
    (note) =>
      addNote.mutate(note, {
        onSuccess: () => {
          draft.clear();
          form.reset({ content: '', phoneReply: false });
          toast({ title: 'Success', description: 'Note added successfully' });
        },
        onError: () => toast({ title: 'Error', description: 'Failed to add note', variant: 'destructive' }),
      }),
    (errors) =>
      toast({
        title: 'Error',
        description: errors.content?.message ?? 'Please enter note content',
        variant: 'destructive',
      }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <FormField label="Add New Note" error={form.formState.errors.content?.message}>
        <Textarea
          rows={3}
          placeholder="Enter your note here..."
          onKeyDown={submitOnCtrlEnter}
          {...form.register('content', { onChange: (event) => draft.keep(event.target.value) })}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('phoneReply')} />
          Replied to the customer by phone
        </label>
        <Button type="submit" className="ml-auto" disabled={addNote.isPending}>
          {addNote.isPending ? 'Adding Note...' : 'Add Note'}
        </Button>
      </div>
    </form>
  );
}
