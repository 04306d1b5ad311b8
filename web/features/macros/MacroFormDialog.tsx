import { useState } from 'react';
import type { Macro, MacroActionsInput } from '@domain/macros';
import { PLACEHOLDERS } from '@domain/mail';
import {
  PRIORITY_LABELS,
  STATUS_LABELS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  UNASSIGNED_LABEL,
} from '@domain/ticket-labels';
import { FormDialog } from '../../components/FormDialog';
import { showFailure } from '../../components/save-feedback';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/use-toast';
import { serverFieldErrors, serverMessage } from '../../lib/api';
import { useMacroChanges, useTeam } from './use-macros';

const SELECT = 'h-10 w-full rounded-md border border-input bg-card px-3 text-sm';
const KEEP = '';

type Props = {
  /** The macro to edit; none for a new one. */
  macro?: Macro;
  /** A new macro's scope: shared (admins) or the user's own. */
  personal: boolean;
  onClose: () => void;
};

const ownerValue = (owner: Macro['actions']['owner']) =>
  owner === undefined ? KEEP : owner === null ? 'none' : String(owner);

/** Creates or edits a macro: a name and any of a reply, a status, a priority and an owner. */
export function MacroFormDialog({ macro, personal, onClose }: Props) {
  const { save } = useMacroChanges();
  const team = useTeam();
  const [name, setName] = useState(macro?.name ?? '');
  const [reply, setReply] = useState(macro?.actions.reply ?? '');
  const [status, setStatus] = useState<string>(macro?.actions.status ?? KEEP);
  const [priority, setPriority] = useState<string>(macro?.actions.priority ?? KEEP);
  const [owner, setOwner] = useState(ownerValue(macro?.actions.owner));
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const actions = (): MacroActionsInput => ({
    ...(reply.trim() ? { reply } : {}),
    ...(status ? { status: status as MacroActionsInput['status'] } : {}),
    ...(priority ? { priority: priority as MacroActionsInput['priority'] } : {}),
    ...(owner ? { owner: owner === 'me' ? 'me' : owner === 'none' ? null : Number(owner) } : {}),
  });
  const submit = () =>
    save.mutate(
      { id: macro?.id, input: { name, personal, actions: actions() } },
      {
        onSuccess: (saved) => {
          toast({ title: 'Saved', description: `Macro "${saved.name}" saved` });
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          showFailure(serverMessage(error, 'Failed to save the macro'));
        },
      },
    );
  const error = (field: string) => errors[field]?.[0];
  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      title={macro ? `Edit ${macro.name}` : personal ? 'New personal macro' : 'New shared macro'}
      description="A macro does any of these in one step. Leave a field on “No change” to keep it as it is."
      submitLabel="Save Macro"
      isPending={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label="Name" error={error('name')}>
        <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={80} />
      </FormField>
      {error('actions') ? (
        <p role="alert" className="text-sm text-destructive">
          {error('actions')}
        </p>
      ) : null}
      <FormField
        label="Reply"
        error={error('actions.reply')}
        hint={`Placeholders: ${PLACEHOLDERS.map((placeholder) => `{{${placeholder}}}`).join(' ')}`}
      >
        <Textarea rows={4} value={reply} onChange={(event) => setReply(event.target.value)} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Status" error={error('actions.status')}>
          <select className={SELECT} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value={KEEP}>No change</option>
            {TICKET_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Priority" error={error('actions.priority')}>
          <select className={SELECT} value={priority} onChange={(event) => setPriority(event.target.value)}>
            <option value={KEEP}>No change</option>
            {TICKET_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {PRIORITY_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Owner" error={error('actions.owner')}>
          <select className={SELECT} value={owner} onChange={(event) => setOwner(event.target.value)}>
            <option value={KEEP}>No change</option>
            <option value="me">Whoever applies it</option>
            <option value="none">{UNASSIGNED_LABEL}</option>
            {team.data?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </FormDialog>
  );
}
