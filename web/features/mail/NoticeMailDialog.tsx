import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_NOTICE_MAIL_LABELS,
  STAFF_NOTIFICATION_KINDS,
  type NoticeMailSettings,
  type StaffNotificationKind,
} from '@domain/notifications';
import { FormDialog } from '../../components/FormDialog';
import { showFailure } from '../../components/save-feedback';
import { StateMessage } from '../../components/StateMessage';
import { SwitchField } from '../../components/ui/SwitchField';
import { toast } from '../../components/ui/use-toast';
import { getJson, sendJson, serverFieldErrors, serverMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { MailNotSetUp } from './MailNotSetUp';

const URL = '/api/notifications/email';

/**
 * The signed-in person's own choice of notices that also come by e-mail, to their address; all off
 * until they turn one on. Opened from the notifications panel; mounted while open.
 */
export function NoticeMailDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: queryKeys.noticeMail,
    queryFn: () => getJson<NoticeMailSettings>(URL),
  });
  // The switches as the person left them, else as saved.
  const [edited, setEdited] = useState<StaffNotificationKind[] | null>(null);
  const kinds = edited ?? settings.data?.kinds ?? null;
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (chosen: StaffNotificationKind[]) =>
      sendJson<NoticeMailSettings>('PUT', URL, { kinds: chosen }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.noticeMail, saved);
      toast({
        title: 'Saved',
        description: saved.kinds.length
          ? `E-mails go to ${saved.email}`
          : 'No notices will be e-mailed to you',
      });
      onClose();
    },
    onError: (failure) => {
      setError(Object.values(serverFieldErrors(failure))[0]?.[0]);
      showFailure(serverMessage(failure, 'Failed to save your e-mail choices'));
    },
  });
  const toggle = (kind: StaffNotificationKind, on: boolean) => {
    const rest = (kinds ?? []).filter((chosen) => chosen !== kind);
    setEdited(on ? STAFF_NOTIFICATION_KINDS.filter((known) => known === kind || rest.includes(known)) : rest);
  };
  const data = settings.data;
  return (
    <FormDialog
      open
      onClose={onClose}
      size="md"
      title="E-mail notices"
      description={
        data
          ? `Which of your notices also come by e-mail, to ${data.email}. You always see them under the bell.`
          : 'Which of your notices also come by e-mail. You always see them under the bell.'
      }
      submitLabel="Save"
      isPending={save.isPending}
      submitDisabled={!data || kinds === null}
      onSubmit={(event) => {
        event.preventDefault();
        if (kinds) save.mutate(kinds);
      }}
    >
      {settings.isError ? (
        <StateMessage isError>
          {serverMessage(settings.error, 'Your e-mail choices could not be loaded.')}
        </StateMessage>
      ) : !data || kinds === null ? (
        <StateMessage>Loading…</StateMessage>
      ) : (
        <>
          {data.mailSetUp ? null : (
            <MailNotSetUp>
              Mail is not set up for this tenant: your choices are kept, and the e-mails start once it is.
            </MailNotSetUp>
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">E-mail me when</legend>
            {STAFF_NOTIFICATION_KINDS.map((kind) => (
              <SwitchField
                key={kind}
                label={STAFF_NOTICE_MAIL_LABELS[kind]}
                checked={kinds.includes(kind)}
                onChange={(on) => toggle(kind, on)}
              />
            ))}
          </fieldset>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
