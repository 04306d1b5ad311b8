import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { changePasswordSchema, type PasswordChanged } from '@domain/auth';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { sendJson, serverFieldErrors, serverMessage } from '../../lib/api';

type Values = z.input<typeof changePasswordSchema>;
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** "Change password" from the user menu: the current password, then a new one. Mounted while open. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useMutation({
    mutationFn: (values: Values) => sendJson<PasswordChanged>('POST', '/api/auth/password', values),
    onSuccess: () => {
      toast({ title: 'Password changed', description: 'Your other sessions have been signed out.' });
      onClose();
    },
    onError: (error) => {
      for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
        const name = FIELDS.find((known) => known === field);
        if (name && messages[0]) form.setError(name, { type: 'server', message: messages[0] });
      }
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to change password'),
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Change Password"
      description="Enter your current password, then the new one (at least 12 characters)."
      submitLabel="Change Password"
      isPending={change.isPending}
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
      size="md"
    >
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
    </FormDialog>
  );
}
