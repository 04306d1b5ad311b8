import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import type { ClaimPackage } from '@domain/claim-package';
import { mockApi } from '../test/fetch-mock';
import { aClaim, anAttachment, aTicket } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { ClaimPackagePage } from './ClaimPackagePage';

const pkg: ClaimPackage = {
  tenantName: 'Alpha Tyres',
  generatedAt: '2026-03-18T10:00:00.000Z',
  ticket: aTicket({ id: 7, claimCount: 1 }),
  claims: [
    {
      claim: aClaim({
        id: 3,
        claimTicketAdjustmentNumber: 'ADJ-77',
        percentCredit: '37',
        creditCents: 2_960,
        customerPaysCents: 5_040,
      }),
      creditedDealerName: null,
      credits: [],
      history: [
        {
          id: 1,
          claimId: 3,
          kind: 'status',
          fromStatus: 'pending_authorization',
          toStatus: 'authorized',
          reason: 'Invoice checked',
          changes: [],
          credit: null,
          userName: 'alpha.admin',
          createdAt: '2026-03-18T09:00:00.000Z',
        },
      ],
    },
  ],
  notes: [],
  transcripts: [],
  attachments: [anAttachment({ id: 9, claimId: 3, fileName: 'tread.jpg' })],
};

describe('the printable claim package', () => {
  it('shows the package and prints it', async () => {
    mockApi({ 'GET /api/tickets/7/claim-package': () => ({ body: pkg }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithApp(<Route path="/tickets/:id/claim-package" component={ClaimPackagePage} />, {
      path: '/tickets/7/claim-package',
    });
    expect(await screen.findByText('Warranty Claim Package')).toBeInTheDocument();
    const claim = screen.getByRole('article', { name: 'Claim 1 of 1' });
    expect(within(claim).getByText('Claim ADJ-77 (1 of 1)')).toBeInTheDocument();
    expect(within(claim).getByText('$29.60')).toBeInTheDocument();
    expect(within(claim).getByText('$50.40')).toBeInTheDocument();
    expect(within(claim).getByText('Pending authorization → Authorized')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'tread.jpg' })).toBeInTheDocument();
    expect(screen.getByText('No notes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim package (PDF)' })).toHaveAttribute(
      'href',
      '/api/tickets/7/claim-package.pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
