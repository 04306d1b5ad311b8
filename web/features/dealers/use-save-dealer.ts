import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Dealer } from '@domain/api-types';
import type { createDealerSchema } from '@domain/dealers';
import { sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** Creates a dealer, or saves the fields of `existing`; dealers' lists and pages refresh. */
export function useSaveDealer(existing?: Dealer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dealer: z.output<typeof createDealerSchema>) =>
      existing
        ? sendJson<Dealer>('PATCH', `/api/dealers/${existing.id}`, dealer)
        : sendJson<Dealer>('POST', '/api/dealers', dealer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dealers }),
  });
}
