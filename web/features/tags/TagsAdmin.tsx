import { useState, type FormEvent } from 'react';
import { TAG_COLOUR_NAMES, type TagColour } from '@domain/tag-colours';
import type { Tag } from '@domain/tags';
import { StateMessage } from '../../components/StateMessage';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { TagChip } from './TagChip';
import { useTagEdits, useTags } from './use-tags';

const COLOUR_CHOICES = TAG_COLOUR_NAMES.map((colour) => ({
  value: colour,
  label: colour[0]!.toUpperCase() + colour.slice(1),
}));

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'destructive' });

const plural = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

function TagLine({ tag, mayChange }: { tag: Tag; mayChange: boolean }) {
  const { update, remove } = useTagEdits();
  const [name, setName] = useState<string | null>(null);
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: tag.id, name: name ?? tag.name });
      setName(null);
    } catch (error) {
      failed(error, 'The tag could not be renamed.');
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 border-b border-border py-2 last:border-b-0">
      {name !== null ? (
        <form className="flex items-center gap-2" onSubmit={(event) => void rename(event)}>
          <Input
            aria-label={`New name for ${tag.name}`}
            className="h-8 w-48"
            maxLength={40}
            required
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={update.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setName(null)}>
            Cancel
          </Button>
        </form>
      ) : (
        <TagChip name={tag.name} colour={tag.colour} />
      )}
      <span className="text-sm text-muted-foreground">{plural(tag.ticketCount)}</span>
      {mayChange ? (
        <span className="ml-auto flex items-center gap-2">
          <ChoiceSelect
            aria-label={`Colour of ${tag.name}`}
            className="h-8 w-32"
            value={tag.colour}
            choices={COLOUR_CHOICES}
            onChange={(colour) =>
              update.mutate(
                { id: tag.id, colour: colour as TagColour },
                { onError: (error) => failed(error, 'The colour could not be changed.') },
              )
            }
          />
          <Button size="sm" variant="ghost" onClick={() => setName(tag.name)}>
            Rename
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete tag ${tag.name}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(tag.id, { onError: (error) => failed(error, 'The tag could not be deleted.') })
            }
          >
            Delete
          </Button>
        </span>
      ) : null}
    </li>
  );
}

/** The tenant's tags: everyone sees them; tenant admins add, rename, recolour and delete them. */
export function TagsAdmin({ mayChange }: { mayChange: boolean }) {
  const { data: tags, isLoading, isError } = useTags();
  const { create } = useTagEdits();
  const [name, setName] = useState('');
  const [colour, setColour] = useState<TagColour>('blue');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync({ name, colour });
      setName('');
      toast({ title: 'Tag added' });
    } catch (error) {
      failed(error, 'The tag could not be added.');
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Ticket Tags</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {mayChange ? (
          <form className="flex flex-wrap items-center gap-2" onSubmit={(event) => void add(event)}>
            <Input
              aria-label="Tag name"
              placeholder="Tag name"
              className="w-56"
              maxLength={40}
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <ChoiceSelect
              aria-label="Tag colour"
              className="w-32"
              value={colour}
              choices={COLOUR_CHOICES}
              onChange={(value) => setColour(value as TagColour)}
            />
            <Button type="submit" disabled={create.isPending}>
              Add tag
            </Button>
          </form>
        ) : null}
        {isLoading ? <StateMessage>Loading tags...</StateMessage> : null}
        {isError ? <StateMessage isError>Failed to load tags.</StateMessage> : null}
        {tags && tags.length === 0 ? <StateMessage>No tags yet.</StateMessage> : null}
        {tags && tags.length > 0 ? (
          <ul aria-label="Tags">
            {tags.map((tag) => (
              <TagLine key={tag.id} tag={tag} mayChange={mayChange} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
