import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WarrantyClaim } from '@domain/api-types';
import { mockApi } from '../../test/fetch-mock';
import { aClaim, aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { WarrantyClaimsPanel } from './WarrantyClaimsPanel';

const mileageClaim = aClaim({
  authorizationStatusName: 'Authorized',
  creditBasisName: 'Mileage',
  calculatedPercent: '70',
  percentCredit: '30',
  mileageProrationMileageOn: 10000,
  mileageProrationMileageOff: 66000,
  mileageProrationMIWarranted: 80000,
  claimTicketAdjustmentNumber: 'ADJ-123456',
});

describe('the warranty claims panel', () => {
  it('has loading, empty and error states', async () => {
    mockApi({ 'GET /api/warranties': () => ({ body: [] }) });
    const { unmount } = renderWithApp(<WarrantyClaimsPanel ticket={{ id: 7, number: 7 }} />);
    expect(screen.getByText('Loading warranties...')).toBeInTheDocument();
    expect(await screen.findByText('No warranty claims found')).toBeInTheDocument();
    expect(screen.getByText('Create your first warranty claim for this ticket')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/warranties': () => ({ status: 500, body: {} }) });
    renderWithApp(<WarrantyClaimsPanel ticket={{ id: 7, number: 7 }} />);
    expect(await screen.findByText('Failed to load warranties')).toBeInTheDocument();
  });

  it('marks the claims that came from a call', async () => {
    const fromCall = aClaim({ id: 4, source: 'voice_agent', workflowStatus: 'needs_review' });
    const halfCall = aClaim({ id: 5, source: 'voice_agent', intakeIncomplete: true });
    mockApi({ 'GET /api/warranties': () => ({ body: [fromCall, halfCall, mileageClaim] }) });
    renderWithApp(<WarrantyClaimsPanel ticket={{ id: 7, number: 7 }} />);
    const voiceCard = await screen.findByRole('article', { name: 'Warranty claim 4' });
    expect(within(voiceCard).getByText('From a call')).toBeInTheDocument();
    const halfCard = screen.getByRole('article', { name: 'Warranty claim 5' });
    expect(within(halfCard).getByText('From a call (incomplete)')).toBeInTheDocument();
    const staffCard = screen.getByRole('article', { name: 'Warranty claim 3' });
    expect(within(staffCard).queryByText('From a call')).not.toBeInTheDocument();
  });

  it('shows a card with only the sections that have values', async () => {
    const calls = mockApi({ 'GET /api/warranties': () => ({ body: [mileageClaim] }) });
    renderWithApp(<WarrantyClaimsPanel ticket={{ id: 7, number: 7 }} />);
    const card = await screen.findByRole('article', { name: 'Warranty claim 3' });
    expect(calls[0]?.search).toBe('?ticketId=7');
    expect(within(card).getByText('Mileage Proration')).toBeInTheDocument();
    expect(within(card).queryByText('Tread Depth Proration')).not.toBeInTheDocument();
    expect(within(card).getByText('66,000')).toBeInTheDocument();
    expect(within(card).getByText('80,000')).toBeInTheDocument();
    expect(within(card).getByText('ADJ-123456')).toBeInTheDocument();
    expect(within(card).getByText('Authorized')).toBeInTheDocument();
    expect(within(card).getByText(/^Created /)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Warranty Claims' })).getByText('1'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and refreshes', async () => {
    let claims: WarrantyClaim[] = [mileageClaim];
    const calls = mockApi({
      'GET /api/warranties': () => ({ body: claims }),
      'DELETE /api/warranties/3': () => {
        claims = [];
        return { status: 204 };
      },
    });
    renderWithApp(<WarrantyClaimsPanel ticket={{ id: 7, number: 7 }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete warranty claim 3' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this warranty?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete warranty claim 3' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Warranty has been deleted successfully.')).toBeInTheDocument();
    expect(screen.getByText('Warranty deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No warranty claims found')).toBeInTheDocument());
  });

  it('says so when a delete fails', async () => {
    mockApi({
      'GET /api/warranties': () => ({ body: [mileageClaim] }),
      'DELETE /api/warranties/3': () => ({ status: 500, body: {} }),
    });
    renderWithApp(<WarrantyClaimsPanel ticket={{ id: 7, number: 7 }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete warranty claim 3' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete warranty.')).toBeInTheDocument();
  });

  it('locks the cards of submitted claims: no Edit or Delete, the reason, and Adjust for an admin', async () => {
    const claims = [
      aClaim({ id: 21, workflowStatus: 'draft' }),
      aClaim({ id: 22, workflowStatus: 'authorized' }),
      aClaim({ id: 23, workflowStatus: 'credited' }),
    ];
    for (const role of ['user', 'tenant_admin'] as const) {
      mockApi({
        'GET /api/auth/user': () => ({ body: aUser({ role }) }),
        'GET /api/warranties': () => ({ body: claims }),
      });
      const { unmount } = renderWithApp(<WarrantyClaimsPanel ticket={{ id: 7, number: 7 }} />);
      const draft = await screen.findByRole('article', { name: 'Warranty claim 21' });
      expect(within(draft).getByRole('button', { name: 'Edit warranty claim 21' })).toBeInTheDocument();
      expect(within(draft).getByRole('button', { name: 'Delete warranty claim 21' })).toBeInTheDocument();
      expect(within(draft).queryByRole('note')).not.toBeInTheDocument();
      const authorized = screen.getByRole('article', { name: 'Warranty claim 22' });
      expect(within(authorized).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
      expect(within(authorized).getByRole('note')).toHaveTextContent(
        'Locked: authorized. A tenant admin can adjust it.',
      );
      expect(within(authorized).getByRole('link', { name: 'Open warranty claim 22' })).toHaveAttribute(
        'href',
        '/warranties/22',
      );
      const adjust = role === 'tenant_admin' ? 1 : 0;
      await waitFor(() =>
        expect(
          within(authorized).queryAllByRole('button', { name: 'Adjust warranty claim 22' }),
        ).toHaveLength(adjust),
      );
      const credited = screen.getByRole('article', { name: 'Warranty claim 23' });
      expect(within(credited).queryByRole('button', { name: /Adjust|Edit|Delete/ })).not.toBeInTheDocument();
      expect(within(credited).getByRole('note')).toHaveTextContent('A tenant admin can reverse the credit.');
      // The workflow's moves are on the card too: a credit's reversal for an admin, a withdrawal of a draft.
      expect(within(credited).queryAllByRole('button', { name: 'Reverse credit' })).toHaveLength(adjust);
      expect(within(draft).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
      unmount();
    }
  });
});
