import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toastAdminError, toastAdminSuccess, type AdminKind } from './admin-feedback';

/** A tenant's or user's delete: asked for, confirmed in a dialog, then toasted as the spec says. */
export function useConfirmedDelete(
  kind: AdminKind,
  remove: UseMutationResult<unknown, unknown, number>,
  id: number | null,
  onDeleted: () => void,
) {
  const [isConfirming, setConfirming] = useState(false);
  return {
    isConfirming,
    isPending: remove.isPending,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => {
      if (id === null) return;
      setConfirming(false);
      remove.mutate(id, {
        onSuccess: () => {
          toastAdminSuccess(kind, 'delete');
          onDeleted();
        },
        onError: (error) => toastAdminError(kind, 'delete', error),
      });
    },
  };
}
