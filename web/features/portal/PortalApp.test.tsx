import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PortalClaim, PortalDealer, PortalPhoto } from '@domain/dealer-portal';
import { mockApi } from '../../test/fetch-mock';
import { aPage, aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { PortalApp } from './PortalApp';

const DEALER: PortalDealer = {
  tenantName: 'Demo Tyre Centre',
  username: 'bayou.counter',
  dealer: { id: 7, dealerName: 'Bayou Retread Co.', dealerCode: 'LA0913', city: 'Lafayette', state: 'LA' },
};

function aPortalClaim(patch: Partial<PortalClaim> = {}): PortalClaim {
  return {
    id: 301,
    ticketId: 90,
    ticketNumber: 48,
    customerName: 'Thandiwe Mbeki-Larsen',
    vehicle: '2019 Subaru Outback',
    tireBrand: 'Falken',
    tireModel: 'Wildpeak AT3W',
    tireSize: '225/65R17',
    dotSerial: 'DOT 7JX3 QW2 1822',
    workflowStatus: 'pending_authorization',
    eligibility: 'covered',
    eligibilityReasons: [],
    creditCents: 9_412,
    authorizedCents: null,
    adjustmentNumber: 'FK-5521-B',
    createdAt: '2026-11-20T15:04:00.000Z',
    creditedAt: null,
    ...patch,
  };
}

const STATEMENT = {
  dealer: { id: 7, dealerName: 'Bayou Retread Co.', dealerCode: 'LA0913' },
  from: '2026-12-01',
  to: '2026-12-31',
  lines: [],
  totals: { credits: 2, creditedCents: 31_050, reversals: 1, reversedCents: -4_000, netCents: 27_050 },
};

describe('the dealer portal', () => {
  it("lists the dealer's claims with what each waits for, filters them, and sums the month's statement", async () => {
    const calls = mockApi({
      'GET /api/auth/user': () => ({
        body: aUser({ role: 'dealer', dealerId: 7, username: 'bayou.counter' }),
      }),
      'GET /api/portal/me': () => ({ body: DEALER }),
      'GET /api/portal/claims': ({ url }) =>
        url.search.includes('status=credited')
          ? aPage([aPortalClaim({ id: 302, workflowStatus: 'credited', creditCents: 12_000 })])
          : aPage([aPortalClaim()]),
      'GET /api/portal/statement': () => ({ body: STATEMENT }),
    });
    renderWithApp(<PortalApp />, { path: '/portal' });
    expect(await screen.findByText('Bayou Retread Co.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Claims' });
    expect(within(table).getByText('Thandiwe Mbeki-Larsen')).toBeInTheDocument();
    expect(within(table).getByText('Waiting for authorization')).toBeInTheDocument();
    expect(within(table).getByText('$94.12 estimated')).toBeInTheDocument();
    // A row opens both the claim's files and its conversation with the team.
    await userEvent.click(within(table).getByRole('button', { name: 'Photos & Messages' }));
    expect(within(table).getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(
      within(table).getByRole('region', { name: 'Messages with the warranty team' }),
    ).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Hide Photos & Messages' }));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'credited');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Claims' })).getByText('$120.00')).toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.path === '/api/portal/claims').at(-1)?.search).toContain(
      'status=credited',
    );

    expect(await screen.findByText(/2 credits for/)).toHaveTextContent(
      '2 credits for $310.50, 1 reversal of $40.00; net $270.50.',
    );
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/portal\/statement\.pdf\?month=\d{4}-\d{2}$/),
    );
  });

  it('sends staff to their desk and a signed-out visitor to sign in', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: aUser({ role: 'tenant_admin' }) }) });
    const staff = renderWithApp(<PortalApp />, { path: '/portal' });
    await waitFor(() => expect(staff.location.history?.at(-1)).toBe('/tickets'));
    staff.unmount();

    mockApi({
      'GET /api/auth/user': () => ({
        status: 401,
        body: { message: 'Please sign in', code: 'UNAUTHENTICATED' },
      }),
    });
    const visitor = renderWithApp(<PortalApp />, { path: '/portal' });
    await waitFor(() => expect(visitor.location.history?.at(-1)).toBe('/auth?next=%2Fportal'));
  });

  it('files a new claim: field messages from the server beside their fields, then the verdict', async () => {
    let attempt = 0;
    let uploaded: PortalPhoto[] = [];
    const calls = mockApi({
      'GET /api/auth/user': () => ({ body: aUser({ role: 'dealer', dealerId: 7 }) }),
      'GET /api/portal/me': () => ({ body: DEALER }),
      'GET /api/portal/claims': () => aPage([]),
      'GET /api/portal/statement': () => ({ body: STATEMENT }),
      'GET /api/portal/claims/310/photos': () => ({ body: uploaded }),
      'POST /api/portal/claims/310/photos': () => {
        uploaded = [
          {
            id: 77,
            fileName: 'tread-close-up.jpg',
            contentType: 'image/jpeg',
            byteSize: 4,
            createdAt: '2026-12-02T10:00:00.000Z',
            contentUrl: '/api/portal/photos/77/content',
            thumbnailUrl: '/api/portal/photos/77/thumbnail',
          },
        ];
        return { status: 201, body: uploaded };
      },
      'POST /api/portal/claims': () => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            body: {
              message: 'A tread reading cannot be more than the original tread',
              code: 'VALIDATION_ERROR',
              fieldErrors: {
                treadReading2: ['A tread reading cannot be more than the original tread'],
                'customer.phone': ['Phone number must have 10 digits'],
              },
            },
          };
        return {
          status: 201,
          body: aPortalClaim({
            id: 310,
            ticketNumber: 61,
            workflowStatus: 'needs_review',
            eligibility: 'not_covered',
            eligibilityReasons: ['DOT week 44 of 2018: older than the 6 years the programme covers'],
          }),
        };
      },
    });
    renderWithApp(<PortalApp />, { path: '/portal' });
    await userEvent.click(await screen.findByRole('button', { name: 'New Claim' }));
    // The form's code loads on first open: on a busy machine that takes more than a second.
    const dialog = await screen.findByRole('dialog', { name: 'New Claim' }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Aurelio Fitzgerald-Nakamura');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '337 555 01');
    await userEvent.type(within(dialog).getByLabelText('What went wrong'), 'Belt shifted; wobble at 50 mph.');
    await userEvent.type(within(dialog).getByLabelText('Brand'), 'Hankook');
    await userEvent.type(within(dialog).getByLabelText('Reading 2 (centre)'), '13');
    await userEvent.type(within(dialog).getByLabelText('Original tread'), '11');
    await userEvent.type(within(dialog).getByLabelText('Price paid per tyre ($)'), '164.20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'File Claim' }));

    expect(
      await within(dialog).findByText(
        'A tread reading cannot be more than the original tread',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number must have 10 digits')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')?.body;
    expect(sent).toMatchObject({
      customer: { name: 'Aurelio Fitzgerald-Nakamura', phone: '337 555 01', email: null },
      problem: 'Belt shifted; wobble at 50 mph.',
      tireBrand: 'Hankook',
      treadReading2: '13',
      treadDepthProrationOriginalTread: '11',
      sellingPriceCents: 16_420,
      creditBasisName: 'Tread Depth',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'File Claim' }));
    const notice = await screen.findByRole('status', {}, { timeout: 5_000 });
    expect(notice).toHaveTextContent('Claim filed on #TK-061. Waiting for the warranty team to review it.');
    expect(notice).toHaveTextContent('older than the 6 years the programme covers');

    // Photos from the counter go straight onto the new claim.
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'tread-close-up.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(within(notice).getByLabelText('Add Files'), photo);
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/portal/claims/310/photos' && call.method === 'POST'),
      ).toBe(true),
    );
    expect(
      await within(notice).findByRole('img', { name: 'tread-close-up.jpg' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it("files a claim on one of the dealer's own tickets: no customer to type, the problem optional", async () => {
    const calls = mockApi({
      'GET /api/auth/user': () => ({ body: aUser({ role: 'dealer', dealerId: 7 }) }),
      'GET /api/portal/me': () => ({ body: DEALER }),
      'GET /api/portal/claims': () => aPage([]),
      'GET /api/portal/statement': () => ({ body: STATEMENT }),
      'GET /api/portal/tickets': () =>
        aPage([
          {
            ticketId: 412,
            ticketNumber: 9031,
            subject: 'Warranty claim: Toyo 265/70R17',
            status: 'open',
            customerName: 'Mariam Al-Haddad',
            claimCount: 1,
            createdAt: '2026-11-29T08:00:00.000Z',
          },
        ]),
      'POST /api/portal/claims': () => ({
        status: 201,
        body: aPortalClaim({ id: 311, ticketId: 412, ticketNumber: 9031, workflowStatus: 'needs_review' }),
      }),
    });
    renderWithApp(<PortalApp />, { path: '/portal' });
    await userEvent.click(await screen.findByRole('button', { name: 'New Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Claim' }, { timeout: 10_000 });
    const fileOn = within(dialog).getByLabelText('File on');
    await within(dialog).findByRole('option', {
      name: '#TK-9031 · Mariam Al-Haddad · Warranty claim: Toyo 265/70R17',
    });
    await userEvent.selectOptions(fileOn, '412');
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Brand'), 'Toyo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'File Claim' }));
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(
      'Claim filed on #TK-9031.',
    );
    const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ ticketId: 412, problem: null, tireBrand: 'Toyo' });
    expect(sent).not.toHaveProperty('customer');
  });
});
