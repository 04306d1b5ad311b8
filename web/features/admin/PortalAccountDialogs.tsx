import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { INVITATION_DAYS, invitationSchema, type InvitationInput } from '@domain/account-invitations';
import { createUserSchema, PASSWORD_MIN } from '@domain/admin';
import type { User } from '@domain/api-types';
import { FormDialog } from '../../components/FormDialog';
import { saveFeedback } from '../../components/save-feedback';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { showServerFieldErrors } from '../../lib/form-errors';
import { PATHS } from '../../lib/paths';
import { useMailStatus } from '../mail';
import type { usePortalAccountChanges } from './use-portal-accounts';

type Changes = ReturnType<typeof usePortalAccountChanges>;

const newAccountSchema = z.object({
  email: createUserSchema.shape.email,
  username: createUserSchema.shape.username,
  password: createUserSchema.shape.password,
});
type NewAccountInput = z.input<typeof newAccountSchema>;
type NewAccount = z.output<typeof newAccountSchema>;
const NEW_FIELDS = ['email', 'username', 'password'] as const;

export function AddPortalAccountDialog({
  dealerName,
  changes,
  onClose,
}: {
  dealerName: string;
  changes: Changes;
  onClose: () => void;
}) {
  const form = useForm<NewAccountInput, unknown, NewAccount>({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { email: '', username: '', password: '' },
  });
  const { errors } = form.formState;
  const feedback = saveFeedback(
    form.setError,
    NEW_FIELDS,
    { success: 'Portal account created', failure: 'Failed to create the portal account' },
    onClose,
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      size="md"
      title="Add Portal Account"
      description={`Someone at ${dealerName} who signs in to the dealer portal to file and follow this dealer's claims.`}
      submitLabel="Create Account"
      isPending={changes.add.isPending}
      onSubmit={form.handleSubmit((values) => changes.add.mutate(values, feedback))}
    >
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="off" autoCapitalize="none" {...form.register('username')} />
      </FormField>
      <FormField
        label="Password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
    </FormDialog>
  );
}

const resetSchema = z.object({ password: createUserSchema.shape.password });
type ResetInput = z.input<typeof resetSchema>;

export function ResetPortalPasswordDialog({
  account,
  changes,
  onClose,
}: {
  account: User;
  changes: Changes;
  onClose: () => void;
}) {
  const form = useForm<ResetInput, unknown, z.output<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '' },
  });
  const feedback = saveFeedback(
    form.setError,
    ['password'],
    { success: `Password reset for ${account.username}`, failure: 'Failed to reset the password' },
    onClose,
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      size="md"
      title="Reset Password"
      description={`A new password for ${account.username}; it signs them out everywhere.`}
      submitLabel="Reset Password"
      isPending={changes.resetPassword.isPending}
      onSubmit={form.handleSubmit(({ password }) =>
        changes.resetPassword.mutate({ account, password }, feedback),
      )}
    >
      <FormField
        label="New Password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={form.formState.errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
    </FormDialog>
  );
}

type Invitation = z.output<typeof invitationSchema>;
const INVITE_FIELDS = ['email', 'username'] as const;
const NOTE = 'rounded-md border px-3 py-2 text-sm';

/**
 * Opens an account the dealer's person finishes themselves: the tenant's mail sends them a link to
 * set their password (decision 087). Without mail, it says so before anything is typed.
 */
export function InvitePortalAccountDialog({
  dealerName,
  changes,
  onClose,
}: {
  dealerName: string;
  changes: Changes;
  onClose: () => void;
}) {
  const mailStatus = useMailStatus();
  const noMail = mailStatus.data?.outgoing === false;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvitationInput, unknown, Invitation>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: '', username: '' },
  });
  const { errors } = form.formState;
  const send = (values: Invitation) => {
    setFailure(null);
    changes.invite.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Invitation sent',
          description: `A link to set a password was e-mailed to ${values.email}.`,
        });
        onClose();
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, form.setError, INVITE_FIELDS))
          setFailure(serverMessage(error, 'The invitation could not be sent'));
      },
    });
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      size="md"
      title="Invite by E-mail"
      description={`Someone at ${dealerName} gets an e-mail with a link to set their own password and sign in to the dealer portal. The link works once, for ${INVITATION_DAYS} days.`}
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
      isPending={changes.invite.isPending}
      submitDisabled={noMail}
      onSubmit={form.handleSubmit(send)}
    >
      {noMail ? (
        <p role="note" className={`${NOTE} border-amber-300 bg-amber-50 text-amber-900`}>
          Mail is not set up for this tenant, so an invitation cannot be e-mailed.{' '}
          <Link href={PATHS.mail} className="font-medium underline">
            Set up mail
          </Link>
          , or add the account with a password instead.
        </p>
      ) : null}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" disabled={noMail} {...form.register('email')} />
      </FormField>
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="off" autoCapitalize="none" disabled={noMail} {...form.register('username')} />
      </FormField>
      {failure ? (
        <p role="alert" className={`${NOTE} border-red-200 bg-red-50 text-red-800`}>
          {failure}
        </p>
      ) : null}
    </FormDialog>
  );
}
