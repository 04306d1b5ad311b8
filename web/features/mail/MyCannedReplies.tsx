import { useState } from 'react';
import type { CannedReply } from '@domain/mail';
import { FormDialog } from '../../components/FormDialog';
import { showFailure } from '../../components/save-feedback';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { serverFieldErrors, serverMessage } from '../../lib/api';
import { useCannedReplyChanges } from './use-mail';

const TITLE_FROM_TEXT = 60;

/** A title to start from: the reply's first line, cut at a word. */
function titleOf(text: string) {
  const line = text.trim().split('\n')[0]!.trim();
  if (line.length <= TITLE_FROM_TEXT) return line;
  const cut = line.slice(0, TITLE_FROM_TEXT);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : TITLE_FROM_TEXT)}...`;
}

type Props = { text: string; replies: CannedReply[]; onClose: () => void };

/**
 * The signed-in user's own canned replies, from the reply box: the reply being typed is saved as
 * one (only its author sees it), and one of theirs is deleted. Shared replies are the admins'
 * (Mail Settings).
 */
export function MyCannedRepliesDialog({ text, replies, onClose }: Props) {
  const { add, remove } = useCannedReplyChanges();
  const [title, setTitle] = useState(() => titleOf(text));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = () =>
    add.mutate(
      { title, body: text, personal: true },
      {
        onSuccess: (saved) => {
          toast({ title: 'Saved', description: `"${saved.title}" is in your canned replies` });
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          showFailure(serverMessage(error, 'Failed to save the canned reply'));
        },
      },
    );
  const mine = replies.filter((reply) => reply.personal);
  return (
    <FormDialog
      open
      onClose={onClose}
      size="md"
      title="My canned replies"
      description="Only you see these in the reply box. Write {{customer_name}} and the like to have them filled in for each ticket."
      submitLabel="Save as My Reply"
      isPending={add.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <ul className="grid gap-2" aria-label="My canned replies">
        {mine.map((reply) => (
          <li
            key={reply.id}
            className="flex items-center justify-between gap-2 rounded-md border border-border p-2"
          >
            <span className="min-w-0 text-sm font-medium [overflow-wrap:anywhere]">{reply.title}</span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Delete ${reply.title}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(reply.id, {
                  onError: (error) => showFailure(serverMessage(error, 'Failed to delete the canned reply')),
                })
              }
            >
              Delete
            </Button>
          </li>
        ))}
        {mine.length === 0 && <li className="text-sm text-muted-foreground">None of your own yet.</li>}
      </ul>
      <FormField
        label="Save this reply as"
        error={errors.title?.[0] ?? errors.body?.[0]}
        hint={text.trim() ? undefined : 'Type a reply in the reply box first.'}
      >
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
    </FormDialog>
  );
}
