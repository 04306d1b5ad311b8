import { useState } from 'react';
import type { Macro, MacroPreview } from '@domain/macros';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { FIELD_LABELS, macroSummary } from './macro-summary';
import { useApplyMacro, useMacroPreview, useMacros } from './use-macros';

const SELECT = 'h-9 max-w-56 rounded-md border border-input bg-card px-2 text-sm';

/** The resolved reply and the changes, before anything is written. */
function PreviewPanel({
  macro,
  preview,
  isApplying,
  onApply,
  onCancel,
}: {
  macro: Macro;
  preview: MacroPreview;
  isApplying: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const nothing = preview.reply === null && preview.changes.length === 0;
  return (
    <section
      aria-label={`Preview of ${macro.name}`}
      className="grid gap-2 rounded-md border border-border p-3 text-sm"
    >
      <p className="font-semibold">{macro.name}</p>
      {preview.changes.length > 0 ? (
        <ul className="grid gap-1">
          {preview.changes.map((change) => (
            <li key={change.field}>
              {FIELD_LABELS[change.field]}: {change.from ?? '—'} → <strong>{change.to ?? '—'}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {preview.reply !== null ? (
        <div>
          <p className="text-muted-foreground">Reply to be sent:</p>
          <p className="whitespace-pre-wrap rounded-md bg-muted/50 p-2 [overflow-wrap:anywhere]">
            {preview.reply}
          </p>
        </div>
      ) : null}
      {nothing ? <p className="text-muted-foreground">Nothing would change on this ticket.</p> : null}
      {preview.blocked ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {preview.blocked}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="button"
          size="sm"
          disabled={Boolean(preview.blocked) || nothing || isApplying}
          onClick={onApply}
        >
          {isApplying ? 'Applying...' : 'Apply Macro'}
        </Button>
      </div>
    </section>
  );
}

/** The ticket dialog's "Macros" menu: pick one, see what it would do, then apply it. */
export function MacroMenu({ ticketId }: { ticketId: number }) {
  const macros = useMacros();
  const preview = useMacroPreview();
  const apply = useApplyMacro();
  const [chosen, setChosen] = useState<Macro | null>(null);
  const choose = (id: string) => {
    const macro = macros.data?.find((item) => String(item.id) === id) ?? null;
    setChosen(macro);
    if (macro) preview.mutate({ id: macro.id, ticketId });
  };
  const close = () => {
    setChosen(null);
    preview.reset();
  };
  const run = () => {
    if (!chosen) return;
    apply.mutate(
      { id: chosen.id, ticketId },
      {
        onSuccess: () => {
          toast({ title: 'Macro applied', description: `"${chosen.name}" was applied to this ticket.` });
          close();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'Failed to apply the macro.'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <div className="grid gap-2">
      <label className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Macros</span>
        <select
          className={SELECT}
          value={chosen ? String(chosen.id) : ''}
          onChange={(event) => choose(event.target.value)}
          disabled={!macros.data?.length}
        >
          <option value="">{macros.data?.length ? 'Choose a macro...' : 'None yet'}</option>
          {macros.data?.map((macro) => (
            <option key={macro.id} value={macro.id} title={macroSummary(macro)}>
              {macro.name}
              {macro.personal ? ' (mine)' : ''}
            </option>
          ))}
        </select>
      </label>
      {chosen && preview.isPending ? (
        <p className="text-sm text-muted-foreground">Preparing preview...</p>
      ) : null}
      {chosen && preview.error ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(preview.error, 'Failed to preview the macro.')}
        </p>
      ) : null}
      {chosen && preview.data ? (
        <PreviewPanel
          macro={chosen}
          preview={preview.data}
          isApplying={apply.isPending}
          onApply={run}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
