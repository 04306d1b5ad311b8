import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Dealer } from '@domain/api-types';
import type { createDealerSchema } from '@domain/dealers';
import { sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useCreateDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dealer: z.output<typeof createDealerSchema>) =>
      sendJson<Dealer>('POST', '/api/dealers', dealer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dealers }),
  });
}
