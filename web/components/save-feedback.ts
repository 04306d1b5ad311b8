import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { showServerFieldErrors } from '../lib/form-errors';
import { toast } from './ui/use-toast';

/** The error toast of a change that failed, with what failed. */
export function showFailure(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/**
 * A form's save that failed: the server's field messages beside their fields and an error toast
 * with `description` (a fixed text where the spec gives one, else the server's message).
 */
export function showSaveFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  description: string,
  rename?: Record<string, string>,
) {
  showServerFieldErrors(error, setError, fields, rename);
  showFailure(description);
}

/** The success and failure of a dialog that adds or edits one record, with its texts. */
export function saveFeedback<T extends FieldValues, Saved>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
  texts: { success: string; failure: string },
  onSaved: (saved: Saved) => void,
) {
  return {
    onSuccess: (saved: Saved) => {
      toast({ title: 'Success', description: texts.success });
      onSaved(saved);
    },
    onError: (error: unknown) => showSaveFailure(error, setError, fields, texts.failure),
  };
}
