import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClaimQueueItem } from '@domain/api-types';
import { aClaim } from '../../test/fixtures';
import { ClaimsQueueTable } from './ClaimsQueueTable';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function queueItem(patch: Partial<ClaimQueueItem>): ClaimQueueItem {
  return {
    ...aClaim(),
    ticketNumber: 7,
    customerName: 'Noor Haddad',
    dealerName: null,
    dealerId: null,
    ownerName: null,
    carriedCreditCents: null,
    ...patch,
  };
}

describe('the claims queue’s Due column', () => {
  it('shows each claim’s authorization due time with the due badge, and nothing without one', () => {
    const claims = [
      queueItem({
        id: 41,
        claimTicketAdjustmentNumber: 'ADJ-41',
        workflowStatus: 'pending_authorization',
        dueAt: inMinutes(-150),
      }),
      queueItem({
        id: 42,
        claimTicketAdjustmentNumber: 'ADJ-42',
        workflowStatus: 'pending_authorization',
        dueAt: inMinutes(30),
      }),
      queueItem({ id: 43, claimTicketAdjustmentNumber: 'ADJ-43', workflowStatus: 'draft', dueAt: null }),
    ];
    render(
      <ClaimsQueueTable
        claims={claims}
        selectable={false}
        selected={new Set()}
        onToggle={vi.fn()}
        onToggleAll={vi.fn()}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Due' })).toBeInTheDocument();
    const [breached, soon, none] = screen.getAllByTestId('claim-row');
    expect(within(breached!).getAllByText('Breached 3 h ago')[0]).toHaveAttribute(
      'title',
      expect.stringContaining('Authorization due'),
    );
    expect(within(soon!).getAllByText('Due soon')).not.toHaveLength(0);
    expect(within(none!).queryByText(/Due|Breached/)).toBeNull();
  });
});
