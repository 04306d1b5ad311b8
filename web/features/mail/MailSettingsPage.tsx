import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import type { MailSettings } from '@domain/mail';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { getJson, sendJson, serverFieldErrors, serverMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { CannedRepliesCard } from './CannedRepliesCard';

type Draft = Record<string, string | boolean>;
const TEXT_FIELDS = [
  'supportAddress',
  'supportName',
  'smtpHost',
  'smtpPort',
  'smtpUser',
  'imapHost',
  'imapPort',
  'imapUser',
  'imapMailbox',
  'reopenWithinDays',
] as const;

function draftOf(settings: MailSettings): Draft {
  const draft: Draft = {
    smtpSecure: settings.smtpSecure,
    imapSecure: settings.imapSecure,
    satisfactionSurveys: settings.satisfactionSurveys,
    smtpPassword: '',
    imapPassword: '',
  };
  for (const field of TEXT_FIELDS) draft[field] = settings[field] === null ? '' : String(settings[field]);
  return draft;
}

/** Only what the admin typed: empty text clears a field, an empty password keeps the stored one. */
function patchOf(draft: Draft) {
  const patch: Record<string, unknown> = {
    smtpSecure: draft.smtpSecure,
    imapSecure: draft.imapSecure,
    satisfactionSurveys: draft.satisfactionSurveys,
  };
  for (const field of TEXT_FIELDS) {
    const value = String(draft[field]).trim();
    if (field === 'imapMailbox') patch[field] = value || 'INBOX';
    // As typed: the server checks it is a whole number of days; empty keeps the stored one.
    else if (field === 'reopenWithinDays') patch[field] = value || undefined;
    else if (field.endsWith('Port')) patch[field] = value ? Number(value) : null;
    else patch[field] = value || null;
  }
  if (draft.smtpPassword) patch.smtpPassword = draft.smtpPassword;
  if (draft.imapPassword) patch.imapPassword = draft.imapPassword;
  return patch;
}

export function MailSettingsPage() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: queryKeys.mailSettings,
    queryFn: () => getJson<MailSettings>('/api/mail-settings'),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [testResult, setTestResult] = useState<Record<string, { ok: boolean; message: string }>>({});
  useEffect(() => {
    if (settings.data && !draft) setDraft(draftOf(settings.data));
  }, [settings.data, draft]);

  const save = useMutation({
    mutationFn: (patch: Record<string, unknown>) =>
      sendJson<MailSettings>('PATCH', '/api/mail-settings', patch),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.mailSettings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.mailStatus });
      setDraft(draftOf(saved));
      setErrors({});
      toast({ title: 'Saved', description: 'Mail settings saved' });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save mail settings'),
        variant: 'destructive',
      });
    },
  });
  const test = useMutation({
    mutationFn: (server: 'smtp' | 'imap') =>
      sendJson<{ ok: boolean; message: string }>('POST', '/api/mail-settings/test', { server }).then(
        (result) => ({ server, result }),
      ),
    onSuccess: ({ server, result }) => setTestResult((previous) => ({ ...previous, [server]: result })),
    // A refusal (too many tests, say) replaces the last result rather than leaving it standing.
    onError: (error, server) =>
      setTestResult((previous) => ({
        ...previous,
        [server]: { ok: false, message: serverMessage(error, 'The test could not run') },
      })),
  });

  if (settings.isError)
    return (
      <p className="p-6 text-red-800">{serverMessage(settings.error, 'Failed to load mail settings')}</p>
    );
  if (!settings.data || !draft) return <p className="p-6 text-muted-foreground">Loading mail settings...</p>;
  const data = settings.data;
  const field = (name: string, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[name]?.[0]}>
      <Input
        value={String(draft[name] ?? '')}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        {...props}
      />
    </FormField>
  );
  const secure = (name: 'smtpSecure' | 'imapSecure' | 'satisfactionSurveys', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={Boolean(draft[name])}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.checked })}
      />
      {label}
    </label>
  );
  const testLine = (server: 'smtp' | 'imap') =>
    testResult[server] && (
      <p role="status" className={testResult[server].ok ? 'text-sm text-green-800' : 'text-sm text-red-800'}>
        {testResult[server].message}
      </p>
    );
  const passwordHint = (isSet: boolean) =>
    !data.canStorePasswords
      ? 'The server has no MAIL_SECRET_KEY: passwords cannot be stored'
      : isSet
        ? 'Stored (leave empty to keep it)'
        : 'Not set';

  return (
    <div className="mx-auto grid max-w-4xl gap-4 p-4">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Mail className="size-6" aria-hidden /> Mail Settings
      </h1>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(patchOf(draft));
        }}
      >
        <Card>
          <CardHeader>
            <CardTitle>Support address</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-2">
            {field('supportAddress', 'Address replies come from', {
              type: 'email',
              placeholder: 'support@example.com',
            })}
            {field('supportName', 'Sender name', { placeholder: 'Tyre Support' })}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Outgoing mail (SMTP)</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-2">
            {field('smtpHost', 'Server', { placeholder: 'smtp.example.com' })}
            {field('smtpPort', 'Port', { inputMode: 'numeric', placeholder: '587' })}
            {field('smtpUser', 'User name')}
            <FormField
              label="Password"
              hint={passwordHint(data.smtpPasswordSet)}
              error={errors.smtpPassword?.[0] ?? errors.password?.[0]}
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={String(draft.smtpPassword)}
                onChange={(event) => setDraft({ ...draft, smtpPassword: event.target.value })}
              />
            </FormField>
            {secure('smtpSecure', 'TLS from the start (port 465)')}
            <div className="grid gap-1 sm:col-span-2">
              {secure('satisfactionSurveys', 'Ask customers to rate closed tickets')}
              <p className="text-xs text-muted-foreground">
                When a ticket with a customer e-mail closes, the customer gets a one-click rating from 1 to 5,
                valid once for 14 days. The answers appear in Reports and the ticket's history.
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={test.isPending}
                onClick={() => test.mutate('smtp')}
              >
                Test SMTP
              </Button>
              {testLine('smtp')}
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Incoming mail (IMAP)</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-2">
            {field('imapHost', 'Server', { placeholder: 'imap.example.com' })}
            {field('imapPort', 'Port', { inputMode: 'numeric', placeholder: '993' })}
            {field('imapUser', 'User name')}
            <FormField
              label="Password"
              hint={passwordHint(data.imapPasswordSet)}
              error={errors.imapPassword?.[0]}
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={String(draft.imapPassword)}
                onChange={(event) => setDraft({ ...draft, imapPassword: event.target.value })}
              />
            </FormField>
            {field('imapMailbox', 'Folder')}
            {field(
              'reopenWithinDays',
              'A reply reopens a closed ticket for (days)',
              { inputMode: 'numeric' },
              'Later replies open a new ticket that names the old one; 0 never reopens.',
            )}
            {secure('imapSecure', 'TLS (port 993)')}
            <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
              <Button
                type="button"
                variant="outline"
                disabled={test.isPending}
                onClick={() => test.mutate('imap')}
              >
                Test IMAP
              </Button>
              {testLine('imap')}
            </div>
            <div className="rounded-md border border-border p-3 text-sm sm:col-span-2">
              <p className="font-semibold">Last poll</p>
              {data.lastPollAt ? (
                <>
                  <p>
                    <time dateTime={data.lastPollAt}>{new Date(data.lastPollAt).toLocaleString()}</time>:{' '}
                    {data.lastPollResult}
                  </p>
                  {data.lastPollError && <p className="text-red-800">Error: {data.lastPollError}</p>}
                </>
              ) : (
                <p className="text-muted-foreground">The mailbox has not been polled yet.</p>
              )}
            </div>
          </CardContent>
        </Card>
        <Button type="submit" className="justify-self-end" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Mail Settings'}
        </Button>
      </form>
      <CannedRepliesCard />
    </div>
  );
}
