import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Customer } from '@domain/api-types';
import type { createCustomerSchema } from '@domain/customers';
import { sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: z.output<typeof createCustomerSchema>) =>
      sendJson<Customer>('POST', '/api/customers', customer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers }),
  });
}
