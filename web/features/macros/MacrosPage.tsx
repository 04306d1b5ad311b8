import { useState } from 'react';
import type { Macro } from '@domain/macros';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { showFailure } from '../../components/save-feedback';
import { StateMessage } from '../../components/StateMessage';
import { Button } from '../../components/ui/Button';
import { Card, CardContent } from '../../components/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { serverMessage } from '../../lib/api';
import { CannedRepliesCard } from '../mail';
import { MacroFormDialog } from './MacroFormDialog';
import { macroSummary } from './macro-summary';
import { useMacroChanges, useMacros } from './use-macros';

type Scope = 'shared' | 'personal';
type Editing = { macro?: Macro; personal: boolean } | null;

function MacroList({
  macros,
  onEdit,
  onDelete,
}: {
  macros: Macro[];
  onEdit: (macro: Macro) => void;
  onDelete: (macro: Macro) => void;
}) {
  if (macros.length === 0) return <StateMessage>No macros here yet.</StateMessage>;
  return (
    <ul className="grid gap-2">
      {macros.map((macro) => (
        <li
          key={macro.id}
          className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-border p-3"
        >
          <div className="min-w-0">
            <p className="font-semibold [overflow-wrap:anywhere]">{macro.name}</p>
            <p className="text-sm text-muted-foreground">{macroSummary(macro)}</p>
            {macro.actions.reply !== undefined ? (
              <p className="mt-1 line-clamp-2 whitespace-pre-wrap text-xs text-muted-foreground">
                {macro.actions.reply}
              </p>
            ) : null}
          </div>
          {macro.canEdit ? (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Edit ${macro.name}`}
                onClick={() => onEdit(macro)}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Delete ${macro.name}`}
                onClick={() => onDelete(macro)}
              >
                Delete
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Macros: the tenant's shared ones (written by administrators) and the user's own, and the user's
 * own canned replies. Macros are applied from a ticket's dialog or to the tickets selected in the list.
 */
export function MacrosPage({ mayShare }: { mayShare: boolean }) {
  const macros = useMacros();
  const { remove } = useMacroChanges();
  const [scope, setScope] = useState<Scope>(mayShare ? 'shared' : 'personal');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Macro | null>(null);
  const of = (personal: boolean) => (macros.data ?? []).filter((macro) => macro.personal === personal);
  const canAdd = scope === 'personal' || mayShare;
  const list = (personal: boolean) =>
    macros.isLoading ? (
      <StateMessage>Loading macros...</StateMessage>
    ) : macros.error ? (
      <StateMessage isError>Failed to load macros.</StateMessage>
    ) : (
      <MacroList
        macros={of(personal)}
        onEdit={(macro) => setEditing({ macro, personal: macro.personal })}
        onDelete={setDeleting}
      />
    );
  return (
    <>
      <PageHeader
        title="Macros"
        description="A reply, a status, a priority and an owner in one step, from a ticket or for many at once."
        actions={
          canAdd ? (
            <Button onClick={() => setEditing({ personal: scope === 'personal' })}>
              {scope === 'personal' ? 'New Personal Macro' : 'New Shared Macro'}
            </Button>
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardContent className="pt-4">
            <Tabs value={scope} onValueChange={(value) => setScope(value as Scope)}>
              <TabsList aria-label="Macros">
                <TabsTrigger value="shared">Shared ({of(false).length})</TabsTrigger>
                <TabsTrigger value="personal">Mine ({of(true).length})</TabsTrigger>
              </TabsList>
              <TabsContent value="shared" className="pt-3">
                {mayShare ? null : (
                  <p className="mb-2 text-sm text-muted-foreground">
                    Everyone can use these; an administrator writes them.
                  </p>
                )}
                {list(false)}
              </TabsContent>
              <TabsContent value="personal" className="pt-3">
                {list(true)}
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <CannedRepliesCard personal />
      </div>
      {editing ? (
        <MacroFormDialog macro={editing.macro} personal={editing.personal} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete macro?"
        description={`"${deleting?.name ?? ''}" will no longer be offered to anyone it was offered to.`}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            remove.mutate(deleting.id, {
              onError: (error) => showFailure(serverMessage(error, 'Failed to delete the macro')),
            });
          setDeleting(null);
        }}
      />
    </>
  );
}
