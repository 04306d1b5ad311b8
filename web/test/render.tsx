import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../components/ui/Toaster';
import { TooltipProvider } from '../components/ui/Tooltip';
import { createQueryClient } from '../lib/query-client';

/** Renders with a fresh query client (the app's defaults), an in-memory router and the toaster. */
export function renderWithApp(ui: ReactElement, { path = '/tickets' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <TooltipProvider>
          {ui}
          <Toaster />
        </TooltipProvider>
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location };
}
