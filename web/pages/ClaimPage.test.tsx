import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { ClaimView, WarrantyClaim } from '@domain/api-types';
import type { UserRole } from '@domain/admin';
import type { ClaimEvent } from '@domain/claim-workflow';
import { DEFAULT_CLAIM_SETTINGS } from '@domain/claim-policy';
import { mockApi, type Handler } from '../test/fetch-mock';
import { aClaim, aUser } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { ClaimPage } from './ClaimPage';

const AT = '2026-04-09T14:20:00.000Z';
const step = (patch: Partial<ClaimEvent>): ClaimEvent => ({
  id: 1,
  claimId: 3,
  kind: 'status',
  fromStatus: null,
  toStatus: 'draft',
  reason: null,
  changes: [],
  credit: null,
  userName: 'sam.carter',
  createdAt: AT,
  ...patch,
});

const pricedClaim = (patch: Partial<WarrantyClaim>) =>
  aClaim({
    claimTicketAdjustmentNumber: 'BFG-2291',
    creditBasisName: 'Tread Depth',
    numberOfTires: 2,
    treadDepthProrationOriginalTread: '10',
    treadDepthProrationRemainingTreadDepth: '6',
    calculatedPercent: '50',
    percentCredit: '50',
    sellingPriceCents: 14_560,
    creditCents: 14_560,
    customerPaysCents: 14_560,
    filedByUserId: 8,
    moneyByUserId: 8,
    ...patch,
  });

function viewOf(claim: WarrantyClaim, extra: Partial<ClaimView> = {}): ClaimView {
  return {
    claim,
    ticket: { id: 7, number: 7, subject: 'Tread separation', status: 'open', priority: 'medium' },
    customer: { id: 11, name: 'Priya Raman', phone: '5550102030', email: null },
    dealer: null,
    creditedDealerName: null,
    owner: null,
    history: [step({})],
    credits: [],
    ...extra,
  };
}

function claimApi(view: ClaimView, role: UserRole, handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/user': () => ({ body: aUser({ id: 2, role }) }),
    'GET /api/warranties/3': () => ({ body: view }),
    'GET /api/warranties/settings': () => ({ body: DEFAULT_CLAIM_SETTINGS }),
    'GET /api/tickets/7/attachments': () => ({ body: [] }),
    ...handlers,
  });
}

const renderPage = () =>
  renderWithApp(<Route path="/warranties/:id" component={ClaimPage} />, { path: '/warranties/3' });

describe('/warranties/:id with locked money', () => {
  it('shows an agent why a submitted claim is locked, with no Edit, Adjust or decision', async () => {
    claimApi(viewOf(pricedClaim({ workflowStatus: 'pending_authorization' })), 'user');
    renderPage();
    expect(
      await screen.findByText('Locked: pending authorization. A tenant admin can adjust it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Authorize' })).not.toBeInTheDocument();
  });

  it('offers Edit on a draft and no lock', async () => {
    claimApi(viewOf(pricedClaim({ workflowStatus: 'draft' })), 'user');
    renderPage();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('lets an admin adjust with a reason, showing old → new before saving', async () => {
    const calls = claimApi(viewOf(pricedClaim({ workflowStatus: 'authorized' })), 'tenant_admin', {
      'POST /api/warranties/3/adjustments': () => ({ body: pricedClaim({ sellingPriceCents: 13_999 }) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Warranty Claim' });
    const price = within(dialog).getByRole('textbox', { name: /Selling Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '139.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expect(await within(dialog).findByText('Please give a reason for the adjustment')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the adjustment' }),
      'Invoice price',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    const review = await within(dialog).findByRole('region', { name: 'Adjustment review' });
    expect(review).toHaveTextContent('Selling Price $145.60 → $139.99');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        sellingPriceCents: 13_999,
        reason: 'Invoice price',
      }),
    );
    expect(await screen.findByText('Claim adjusted')).toBeInTheDocument();
  });

  it('reverses a credit with a reason and names the credit note; the history shows the amounts', async () => {
    const credited = pricedClaim({ workflowStatus: 'credited' });
    const history = [
      step({}),
      step({
        id: 2,
        kind: 'edit',
        fromStatus: 'draft',
        changes: [{ field: 'sellingPriceCents', from: 10_000, to: 14_560 }],
      }),
      step({
        id: 3,
        fromStatus: 'authorized',
        toStatus: 'credited',
        credit: { kind: 'credit', number: 'BFG-2291', amountCents: 14_560 },
      }),
    ];
    const reversal = step({
      id: 4,
      kind: 'reversal',
      fromStatus: 'credited',
      toStatus: 'reversed',
      reason: 'Wrong dealer',
      credit: { kind: 'reversal', number: 'CN-000042', amountCents: -14_560 },
    });
    const calls = claimApi(viewOf(credited, { history }), 'tenant_admin', {
      'POST /api/warranties/3/transitions': () => ({ body: [...history, reversal] }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Claim history' });
    expect(within(list).getByText('Selling Price $100.00 → $145.60')).toBeInTheDocument();
    expect(within(list).getByText('Credited BFG-2291: $145.60')).toBeInTheDocument();
    expect(screen.getByText('Locked: credited. A tenant admin can reverse the credit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reverse credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse credit: give a reason' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong dealer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse credit' }));
    expect(await screen.findByText('Credit note CN-000042 records -$145.60.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      to: 'reversed',
      reason: 'Wrong dealer',
    });
  });

  it('tells an admin who filed the claim that someone else must authorize it', async () => {
    claimApi(
      viewOf(pricedClaim({ workflowStatus: 'pending_authorization', filedByUserId: 2 })),
      'tenant_admin',
    );
    renderPage();
    expect(await screen.findByText(/Four-eyes rule/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });
});

describe('/warranties/:id messages with the dealer', () => {
  const dealer = {
    id: 12,
    dealerName: 'Prairie Tread Supply',
    dealerCode: 'KS2207',
    contactName: 'Oksana Brightwater',
    phone: '6205550187',
    city: 'Wichita',
    state: 'KS',
  };

  it('shows the conversation apart from the notes and sends the next message', async () => {
    let sent: unknown;
    claimApi(viewOf(pricedClaim({}), { dealer }), 'user', {
      'GET /api/warranties/3/messages': () => ({
        body: [
          {
            id: 1,
            claimId: 3,
            side: 'dealer',
            authorName: 'prairie.counter',
            body: 'Tyre is on the rack; photos of the DOT attached.',
            createdAt: AT,
          },
        ],
      }),
      'POST /api/warranties/3/messages': ({ body }) => {
        sent = body;
        return {
          status: 201,
          body: { id: 2, claimId: 3, side: 'staff', authorName: 'x', body: '', createdAt: AT },
        };
      },
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Messages with the Dealer' });
    expect(
      await within(panel).findByText('Tyre is on the rack; photos of the DOT attached.'),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Prairie Tread Supply reads these in the dealer portal.');
    await userEvent.type(within(panel).getByLabelText('Message'), 'Thanks, approved for review.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(sent).toEqual({ body: 'Thanks, approved for review.' }));
    await waitFor(() => expect(within(panel).getByLabelText('Message')).toHaveValue(''));
  });

  it('has no conversation when the ticket has no dealer', async () => {
    claimApi(viewOf(pricedClaim({})), 'user');
    renderPage();
    await screen.findByText('BFG-2291');
    expect(screen.queryByRole('region', { name: 'Messages with the Dealer' })).not.toBeInTheDocument();
  });
});
