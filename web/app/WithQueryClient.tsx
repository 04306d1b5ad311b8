import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

/**
 * The app's query cache around an area loaded on demand: only the signed-in area and the sign-in
 * page use it, so the public pages never download the query library (docs/decisions/063).
 */
export function withQueryClient(Area: ComponentType) {
  return function AreaWithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Area />
      </QueryClientProvider>
    );
  };
}
