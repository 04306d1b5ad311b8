import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Customer } from '@domain/api-types';
import type { createCustomerSchema } from '@domain/customers';
import { sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** Creates a customer, or saves the fields of `existing`; customers' lists and pages refresh. */
export function useSaveCustomer(existing?: Customer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: z.output<typeof createCustomerSchema>) =>
      existing
        ? sendJson<Customer>('PATCH', `/api/customers/${existing.id}`, customer)
        : sendJson<Customer>('POST', '/api/customers', customer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers }),
  });
}
