import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldErrors } from './api';

/** Shows a 400 answer's field messages beside the matching fields; true when any were shown. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): boolean {
  let shown = false;
  for (const [serverField, messages] of Object.entries(serverFieldErrors(error))) {
    const field = rename[serverField] ?? serverField;
    if (!fields.includes(field) || !messages[0]) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] });
    shown = true;
  }
  return shown;
}
