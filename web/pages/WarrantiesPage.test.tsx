import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClaimQueueItem } from '@domain/api-types';
import { DEFAULT_CLAIM_SETTINGS, FOUR_EYES_REFUSAL } from '@domain/claim-policy';
import { WarrantiesPage } from './WarrantiesPage';
import { mockApi } from '../test/fetch-mock';
import { aClaim, aPage, aUser } from '../test/fixtures';
import { renderWithApp } from '../test/render';

const queued = (patch: Partial<ClaimQueueItem>): ClaimQueueItem => ({
  ...aClaim(),
  ticketNumber: 7,
  customerName: 'Casey Driver',
  dealerName: null,
  dealerId: null,
  ownerName: null,
  carriedCreditCents: null,
  ...patch,
});

function api(claims: ClaimQueueItem[], role: 'user' | 'tenant_admin' = 'user') {
  return mockApi({
    'GET /api/auth/user': () => ({ body: aUser({ role }) }),
    'GET /api/warranties': () => ({ body: claims, headers: { 'X-Total-Count': String(claims.length) } }),
    'GET /api/warranties/counters': () => ({ body: { total: 18, active: 11, processing: 4, expired: 2 } }),
    'GET /api/dealers': () => ({ body: [] }),
    'GET /api/tickets': () => ({ body: [] }),
  });
}

describe('/warranties', () => {
  it('keeps the spec’s empty state and View Tickets when there are no claims, with real counters', async () => {
    api([]);
    const { location } = renderWithApp(<WarrantiesPage />, { path: '/warranties' });
    expect(await screen.findByText('No warranties found')).toBeInTheDocument();
    expect(screen.getByText(/normally created from tickets/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Total Warranties').parentElement!.parentElement!).toHaveTextContent(
        'Total Warranties18',
      ),
    );
    expect(screen.getByText('Processing').parentElement!.parentElement!).toHaveTextContent('Processing4');
    await userEvent.click(screen.getByRole('link', { name: 'View Tickets' }));
    expect(location.history?.at(-1)).toBe('/tickets');
  });

  it('lists claims with links to their own view, reading and writing its filters in the URL', async () => {
    const calls = api([
      queued({ id: 41, claimTicketAdjustmentNumber: 'ADJ-41', workflowStatus: 'needs_review' }),
    ]);
    const { location } = renderWithApp(<WarrantiesPage />, {
      path: '/warranties?status=needs_review&page=2',
    });
    const link = await screen.findByRole('link', { name: 'ADJ-41' });
    expect(link).toHaveAttribute('href', '/warranties/41');
    const first = calls.find((call) => call.path === '/api/warranties');
    expect(first!.search).toContain('status=needs_review');
    expect(first!.search).toContain('offset=25');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search warranties' }), 'u2ll');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/warranties?q=u2ll&status=needs_review'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/warranties' && call.search.includes('search=u2ll')),
      ).toBe(true),
    );
  });

  it('exports the claims of the current filters as CSV', async () => {
    api([queued({ id: 42 })]);
    renderWithApp(<WarrantiesPage />, { path: '/warranties?q=u2ll&status=denied&dealer=7&page=3' });
    const exportLink = await screen.findByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute(
      'href',
      '/api/exports/claims.csv?search=u2ll&status=denied&dealerId=7',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search warranties' }), 'x');
    await waitFor(() => expect(exportLink).toHaveAttribute('href', expect.stringContaining('search=u2llx')));
  });

  it('offers bulk approve and deny to tenant admins only', async () => {
    api([queued({ id: 5 })], 'tenant_admin');
    renderWithApp(<WarrantiesPage />, { path: '/warranties' });
    expect(await screen.findByRole('checkbox', { name: 'Select claim 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select claim 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alertdialog', { name: 'Approve 1 claim?' })).toBeInTheDocument();
  });

  it('lets plain users select claims to assign but not to approve or deny; Create Warranty asks for a ticket first', async () => {
    api([queued({ id: 6 })]);
    renderWithApp(<WarrantiesPage />, { path: '/warranties' });
    await screen.findByRole('link', { name: 'Claim 6' });
    expect(screen.getByRole('checkbox', { name: 'Select claim 6' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Assign selected claims to' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deny' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Create Warranty/ }));
    expect(await screen.findByRole('dialog', { name: 'Choose a ticket' })).toBeInTheDocument();
  });

  it('says why claims were skipped in bulk, and opens the claim settings for tenant admins', async () => {
    const calls = mockApi({
      'GET /api/auth/user': () => ({ body: aUser({ role: 'tenant_admin' }) }),
      'GET /api/warranties': () => aPage([queued({ id: 5 }), queued({ id: 9 })]),
      'GET /api/warranties/counters': () => ({ body: { total: 2, active: 2, processing: 2, expired: 0 } }),
      'GET /api/warranties/settings': () => ({ body: DEFAULT_CLAIM_SETTINGS }),
      'POST /api/warranties/bulk-transition': () => ({
        body: { changed: [5], skipped: [{ id: 9, reason: FOUR_EYES_REFUSAL }] },
      }),
    });
    renderWithApp(<WarrantiesPage />, { path: '/warranties' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all claims on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(
      await screen.findByText(`1 claim changed. 1 could not be changed (${FOUR_EYES_REFUSAL}).`),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      ids: [5, 9],
      to: 'authorized',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Claim settings' }));
    expect(await screen.findByRole('dialog', { name: 'Claim settings' })).toBeInTheDocument();
  });

  it('shows each owner and no credit for a denied claim, and assigns the selected claims in bulk', async () => {
    const calls = mockApi({
      'GET /api/auth/user': () => ({ body: aUser({ role: 'user' }) }),
      'GET /api/warranties': () =>
        aPage([
          queued({ id: 31, ownerName: 'ines.baptiste', creditCents: 8_812, carriedCreditCents: 8_812 }),
          queued({ id: 32, workflowStatus: 'denied', creditCents: 28_079, carriedCreditCents: null }),
          queued({ id: 33 }),
        ]),
      'GET /api/warranties/counters': () => ({ body: { total: 3, active: 2, processing: 0, expired: 0 } }),
      'GET /api/tickets/assignees': () => ({
        body: [
          { id: 12, name: 'ines.baptiste' },
          { id: 14, name: 'tomasz.wrobel' },
        ],
      }),
      'POST /api/warranties/assign': () => ({ body: { changed: [32, 33], unchanged: [] } }),
    });
    renderWithApp(<WarrantiesPage />, { path: '/warranties?owner=none' });
    const denied = (await screen.findByRole('link', { name: 'Claim 32' })).closest('tr')!;
    expect(denied).toHaveTextContent('No credit');
    expect(denied).not.toHaveTextContent('$280.79');
    expect(screen.getByRole('link', { name: 'Claim 31' }).closest('tr')!).toHaveTextContent('$88.12');
    expect(screen.getByRole('link', { name: 'Claim 31' }).closest('tr')!).toHaveTextContent('ines.baptiste');
    expect(calls.find((call) => call.path === '/api/warranties')!.search).toContain('owner=none');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select claim 32' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select claim 33' }));
    expect(screen.getByRole('region', { name: 'Selected claims' })).toHaveTextContent('2 claims selected');
    await userEvent.click(screen.getByRole('combobox', { name: 'Assign selected claims to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'tomasz.wrobel' }));
    expect(await screen.findByText('2 claims changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [32, 33], ownerId: 14 });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Selected claims' })).toHaveTextContent('0 claims selected'),
    );
  });

  it('shows no claim settings to plain users', async () => {
    api([queued({ id: 6 })]);
    renderWithApp(<WarrantiesPage />, { path: '/warranties' });
    await screen.findByRole('link', { name: 'Claim 6' });
    expect(screen.queryByRole('button', { name: 'Claim settings' })).not.toBeInTheDocument();
  });
});
