import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { createUserSchema, PASSWORD_MIN } from '@domain/admin';
import type { User } from '@domain/api-types';
import { FormDialog } from '../../components/FormDialog';
import { saveFeedback } from '../../components/save-feedback';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
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
