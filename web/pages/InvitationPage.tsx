import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import {
  acceptInvitationSchema,
  INVITATION_NOT_FOUND,
  type AcceptInvitationInput,
  type InvitationView,
} from '@domain/account-invitations';
import { PASSWORD_MIN } from '@domain/admin';
import type { SessionUser } from '@domain/api-types';
import { formatRelativeTime } from '@domain/display';
import { PageSpinner } from '../app/PageSpinner';
import { Button } from '../components/ui/Button';
import { CardContent, CardDescription, CardHeader } from '../components/ui/Card';
import { FormField } from '../components/ui/FormField';
import { Input } from '../components/ui/Input';
import { toast } from '../components/ui/use-toast';
import { getJson, HttpError, sendJson, serverMessage } from '../lib/api';
import { showServerFieldErrors } from '../lib/form-errors';
import { PATHS, PORTAL_PATH } from '../lib/paths';
import { CURRENT_USER_KEY, homePathFor } from '../features/auth';
import { SignInShell } from './SignInShell';

const linkUrl = (token: string) => `/api/auth/invitations/${encodeURIComponent(token)}`;

/** A link that opens nothing (used, expired, withdrawn, mistyped): why, and the way to sign in. */
function LinkNotUsable({ message }: { message: string }) {
  return (
    <>
      <CardHeader className="text-center">
        <h1 className="text-xl font-semibold">This link cannot be used</h1>
        <CardDescription role="alert">{message}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-center text-sm text-muted-foreground">
        <p>
          If you have set your password already, sign in. Otherwise, ask the warranty team to invite you
          again.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link href={PATHS.auth}>Go to Sign In</Link>
        </Button>
      </CardContent>
    </>
  );
}

function SetPasswordForm({
  token,
  invitation,
  onUnusable,
}: {
  token: string;
  invitation: InvitationView;
  onUnusable: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { password: '' },
  });
  const accept = useMutation({
    mutationFn: (values: AcceptInvitationInput) =>
      sendJson<SessionUser>('POST', `${linkUrl(token)}/accept`, values),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toast({ title: 'Password set', description: `Welcome to the dealer portal, ${user.username}.` });
      navigate(homePathFor(user, PORTAL_PATH), { replace: true });
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 404)
        onUnusable(serverMessage(error, INVITATION_NOT_FOUND));
      else if (!showServerFieldErrors(error, form.setError, ['password']))
        form.setError('password', {
          type: 'server',
          message: serverMessage(error, 'The password could not be set'),
        });
    },
  });
  const rows: Array<[string, string]> = [
    ['Username', invitation.username],
    ['Dealer', invitation.dealerName],
    ['Warranty team', invitation.tenantName],
  ];
  return (
    <>
      <CardHeader className="text-center">
        <h1 className="text-xl font-semibold">Set your password</h1>
        <CardDescription>Your dealer portal account is ready. Choose a password to sign in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-muted/50 px-3 py-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="min-w-0 truncate font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => accept.mutate(values))}
        >
          {/* For password managers: the account the new password belongs to. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={invitation.username}
            readOnly
            hidden
          />
          <FormField
            label="New password"
            hint={`At least ${PASSWORD_MIN} characters.`}
            error={form.formState.errors.password?.message}
          >
            <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={accept.isPending || accept.isSuccess}>
            {accept.isPending ? 'Setting password...' : 'Set Password and Sign In'}
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            This link works once and expires {formatRelativeTime(invitation.expiresAt)}.
          </p>
        </form>
      </CardContent>
    </>
  );
}

/**
 * /auth/invite#<token>: an invited dealer sets their password and goes to the portal signed in
 * (decision 087). The token is in the fragment, which no server sees; only this page sends it on.
 */
export function InvitationPage() {
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  const [unusable, setUnusable] = useState<string | null>(token ? null : INVITATION_NOT_FOUND);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getJson<InvitationView>(linkUrl(token)),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  if (!unusable && invitation.isPending) return <PageSpinner />;
  const message =
    unusable ?? (invitation.isError ? serverMessage(invitation.error, INVITATION_NOT_FOUND) : null);
  return (
    <SignInShell>
      {message || !invitation.data ? (
        <LinkNotUsable message={message ?? INVITATION_NOT_FOUND} />
      ) : (
        <SetPasswordForm token={token} invitation={invitation.data} onUnusable={setUnusable} />
      )}
    </SignInShell>
  );
}
