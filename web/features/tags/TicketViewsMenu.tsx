import { useState, type FormEvent } from 'react';
import type { TicketViewQuery } from '@domain/tags';
import { Button } from '../../components/ui/Button';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { useTicketViewEdits, useTicketViews } from './use-tags';

type TicketViewsMenuProps = {
  /** The list's filters and sort as they stand, which "Save view" keeps. */
  current: Record<string, string>;
  onApply: (query: TicketViewQuery) => void;
  /** Tenant admins may save a view for the whole team and change the team's views. */
  canShare: boolean;
};

type Form = { mode: 'save' } | { mode: 'rename'; id: number };

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'destructive' });

/** Saved views: the list's filters and sort under a name, the caller's own or shared with the team. */
export function TicketViewsMenu({ current, onApply, canShare }: TicketViewsMenuProps) {
  const { data: views = [] } = useTicketViews();
  const edits = useTicketViewEdits();
  const [chosen, setChosen] = useState<number | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const view = views.find((each) => each.id === chosen);
  const mayChange = view !== undefined && (!view.shared || canShare);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (form?.mode === 'rename') {
        await edits.update.mutateAsync({ id: form.id, name });
      } else {
        const saved = await edits.create.mutateAsync({ name, shared: canShare && shared, query: current });
        setChosen(saved.id);
      }
      toast({ title: form?.mode === 'rename' ? 'View renamed' : 'View saved' });
      setForm(null);
    } catch (error) {
      failed(error, 'The view could not be saved.');
    }
  };

  const remove = async () => {
    if (!view) return;
    try {
      await edits.remove.mutateAsync(view.id);
      setChosen(null);
      toast({ title: 'View deleted' });
    } catch (error) {
      failed(error, 'The view could not be deleted.');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Saved views">
      {views.length > 0 ? (
        <ChoiceSelect
          aria-label="Saved view"
          placeholder="Saved views"
          className="sm:w-44"
          value={chosen === null ? '' : String(chosen)}
          choices={views.map((each) => ({
            value: String(each.id),
            label: each.shared ? `${each.name} (team)` : each.name,
          }))}
          onChange={(value) => {
            const picked = views.find((each) => String(each.id) === value);
            if (!picked) return;
            setChosen(picked.id);
            onApply(picked.query);
          }}
        />
      ) : null}
      {form ? (
        <form className="flex flex-wrap items-center gap-2" onSubmit={(event) => void submit(event)}>
          <Input
            aria-label="View name"
            placeholder="View name"
            className="h-9 w-44"
            maxLength={60}
            required
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {form.mode === 'save' && canShare ? (
            <label className="flex items-center gap-1 text-sm">
              <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
              Share with the team
            </label>
          ) : null}
          <Button type="submit" size="sm" disabled={edits.create.isPending || edits.update.isPending}>
            {form.mode === 'rename' ? 'Rename' : 'Save'}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setForm(null)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setName('');
              setShared(false);
              setForm({ mode: 'save' });
            }}
          >
            Save view
          </Button>
          {view && mayChange ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setName(view.name);
                  setForm({ mode: 'rename', id: view.id });
                }}
              >
                Rename view
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void remove()}>
                Delete view
              </Button>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
