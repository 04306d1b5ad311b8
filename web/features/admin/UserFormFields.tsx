import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/FormField';
import { ChoiceField } from '../../components/ui/ChoiceField';
import type { Choice } from '../../components/ui/ChoiceSelect';
import { Input } from '../../components/ui/Input';
import { PASSWORD_MIN } from '@domain/admin';
import type { UserFormOutput, UserFormValues } from './user-form';

type UserFormFieldsProps = {
  form: UseFormReturn<UserFormValues, unknown, UserFormOutput>;
  isEdit: boolean;
  /** The shared "required" line, shown once above the fields rather than under each. */
  requiredMessage: string;
  roleChoices: Choice[];
  tenantChoices: Choice[];
  /** Why role and tenant cannot change (your own account), if they cannot. */
  lockedReason?: string;
  /** A tenant admin's users always join their tenant. */
  isTenantFixed: boolean;
  /** Your own account: a new password or e-mail needs the current password. */
  asksCurrentPassword?: boolean;
};

const IDENTITY = ['email', 'username', 'password'] as const;

export function UserFormFields(props: UserFormFieldsProps) {
  const { form, isEdit, requiredMessage, roleChoices, tenantChoices, lockedReason, isTenantFixed } = props;
  const { asksCurrentPassword = false } = props;
  const { errors } = form.formState;
  const isMissing = (field: (typeof IDENTITY)[number]) => errors[field]?.message === requiredMessage;
  const messageOf = (field: (typeof IDENTITY)[number]) =>
    isMissing(field) ? undefined : errors[field]?.message;
  const invalidIfMissing = (field: (typeof IDENTITY)[number]) =>
    isMissing(field) ? { 'aria-invalid': true } : {};
  const tenantHint = lockedReason ?? (isTenantFixed ? 'Users you add join your tenant.' : undefined);

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {IDENTITY.some(isMissing) ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-destructive sm:col-span-2"
        >
          {requiredMessage}
        </p>
      ) : null}
      <FormField label="Email" error={messageOf('email')}>
        <Input type="email" autoComplete="off" {...invalidIfMissing('email')} {...form.register('email')} />
      </FormField>
      <FormField label="Username" error={messageOf('username')}>
        <Input
          autoComplete="off"
          autoCapitalize="none"
          {...invalidIfMissing('username')}
          {...form.register('username')}
        />
      </FormField>
      <FormField
        label={isEdit ? 'New Password (optional)' : 'Password'}
        hint={
          isEdit
            ? `Leave blank to keep the current one. At least ${PASSWORD_MIN} characters; a new password signs the user out.`
            : `At least ${PASSWORD_MIN} characters.`
        }
        error={messageOf('password')}
        className="sm:col-span-2"
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...invalidIfMissing('password')}
          {...form.register('password')}
        />
      </FormField>
      {asksCurrentPassword ? (
        <FormField
          label="Current Password"
          hint="Needed to change your own e-mail or password."
          error={errors.currentPassword?.message}
          className="sm:col-span-2"
        >
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
      ) : null}
      <ChoiceField
        control={form.control}
        name="role"
        label="Role"
        choices={roleChoices}
        disabled={Boolean(lockedReason)}
      />
      <ChoiceField
        control={form.control}
        name="tenant"
        label="Tenant"
        hint={tenantHint}
        choices={tenantChoices}
        placeholder="Loading tenants..."
        disabled={Boolean(lockedReason) || isTenantFixed}
      />
    </div>
  );
}
