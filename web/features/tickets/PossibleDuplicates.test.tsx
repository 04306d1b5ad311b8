import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PossibleDuplicate } from '@domain/ticket-duplicates';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { PossibleDuplicates } from './PossibleDuplicates';

describe("a ticket's possible duplicates", () => {
  it('names each other ticket of the caller with why it matches, as a link', async () => {
    const found: PossibleDuplicate[] = [
      {
        ticketId: 812,
        ticketNumber: 1044,
        subject: 'Re: slow leak',
        status: 'open',
        createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
        reason: 'email',
      },
      {
        ticketId: 790,
        ticketNumber: 1031,
        subject: 'Called about a slow leak',
        status: 'closed',
        createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        reason: 'customer',
      },
    ];
    mockApi({ 'GET /api/tickets/800/duplicates': () => ({ body: found }) });
    renderWithApp(<PossibleDuplicates ticketId={800} />);
    const note = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(note).toHaveTextContent('this caller has other tickets within 7 days');
    const items = within(note).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      '#TK-1044 Re: slow leak (same e-mail, open, opened about 2 hours ago)',
    );
    expect(items[1]).toHaveTextContent(
      '#TK-1031 Called about a slow leak (same customer, closed, opened 3 days ago)',
    );
    expect(within(items[1]!).getByRole('link', { name: '#TK-1031' })).toHaveAttribute('href', '/tickets/790');
  });
});
