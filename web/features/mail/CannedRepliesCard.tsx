import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PLACEHOLDERS, type CannedReply } from '@domain/mail';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { showFailure } from '../../components/save-feedback';
import { getJson, serverFieldErrors, serverMessage } from '../../lib/api';
import { useCannedReplyChanges } from './use-mail';

const KEY = ['canned-replies', 'all'] as const;

/**
 * The tenant's shared canned replies (and the admin's own): add and remove. With `personal`, the
 * signed-in user's own only, which only they see in the reply box.
 */
export function CannedRepliesCard({ personal = false }: { personal?: boolean }) {
  const all = useQuery({ queryKey: KEY, queryFn: () => getJson<CannedReply[]>('/api/canned-replies') });
  const replies = { data: personal ? all.data?.filter((reply) => reply.personal) : all.data };
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const { add, remove } = useCannedReplyChanges();
  const addReply = () =>
    add.mutate(
      { title, body, personal },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          setErrors({});
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          showFailure(serverMessage(error, 'Failed to add the reply'));
        },
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{personal ? 'My canned replies' : 'Canned replies'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {(replies.data ?? []).map((reply) => (
            <li
              key={reply.id}
              className="flex items-start justify-between gap-2 rounded-md border border-border p-2"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold">
                  {reply.title}
                  {reply.personal && !personal ? ' (mine)' : ''}
                </p>
                <p className="whitespace-pre-wrap break-words text-xs text-muted-foreground">{reply.body}</p>
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Delete ${reply.title}`}
                onClick={() => remove.mutate(reply.id)}
              >
                Delete
              </Button>
            </li>
          ))}
          {replies.data?.length === 0 && (
            <li className="text-sm text-muted-foreground">No canned replies yet.</li>
          )}
        </ul>
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            addReply();
          }}
        >
          <FormField label="Title" error={errors.title?.[0]}>
            <Input value={title} onChange={(event) => setTitle(event.target.value)} />
          </FormField>
          <FormField
            label="Text"
            error={errors.body?.[0]}
            hint={`Placeholders: ${PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ')}`}
          >
            <Textarea rows={3} value={body} onChange={(event) => setBody(event.target.value)} />
          </FormField>
          <Button type="submit" variant="outline" className="justify-self-end" disabled={add.isPending}>
            Add Canned Reply
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
