import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../../components/ui/use-toast';
import { HttpError, serverMessage } from '../../lib/api';

export type AdminKind = 'tenant' | 'user';
export type AdminAction = 'create' | 'update' | 'delete';

const DONE: Record<AdminAction, string> = { create: 'created', update: 'updated', delete: 'deleted' };
const NOUN: Record<AdminKind, string> = { tenant: 'Tenant', user: 'User' };

/** Spec section 8: 'Success' / 'Tenant created successfully' and the like. */
export function toastAdminSuccess(kind: AdminKind, action: AdminAction, description?: string) {
  toast({ title: 'Success', description: description ?? `${NOUN[kind]} ${DONE[action]} successfully` });
}

/** Spec section 8: 'Error' / the server's message, else 'Failed to create tenant' and the like. */
export function toastAdminError(kind: AdminKind, action: AdminAction, error: unknown) {
  toast({
    title: 'Error',
    description: serverMessage(error, `Failed to ${action} ${kind}`),
    variant: 'destructive',
  });
}

/** A create or update's mutation callbacks: the spec's toasts, the server's field messages, then close. */
export function adminSaveCallbacks(
  kind: AdminKind,
  action: AdminAction,
  onSaved: () => void,
  showServerFields: (error: unknown) => void,
) {
  return {
    onSuccess: () => {
      toastAdminSuccess(kind, action);
      onSaved();
    },
    onError: (error: unknown) => {
      showServerFields(error);
      toastAdminError(kind, action, error);
    },
  };
}

/** Field messages of a 400 (validation) or 409 (e-mail, username or subdomain taken), beside the fields. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Record<string, Path<T>> = {},
) {
  if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 409)) return;
  for (const [serverField, messages] of Object.entries(fieldErrorsOf(error.bodyText))) {
    const field = rename[serverField] ?? (serverField as Path<T>);
    if (fields.includes(field) && messages[0]) setError(field, { type: 'server', message: messages[0] });
  }
}

function fieldErrorsOf(bodyText: string): Record<string, string[]> {
  try {
    return (JSON.parse(bodyText) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
  } catch {
    return {};
  }
}

export function isForbidden(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403;
}
