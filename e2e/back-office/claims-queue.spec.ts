import { expect, test, type Page } from '@playwright/test';
import type { ClaimCounters, WarrantyClaim } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiJson, apiPost, uniqueToken } from '../support/api';
import { review, VIEWPORTS } from '../support/screenshots';
import { AGENT, expectToast, signedInPage, signIn, TENANT_ADMIN, watchConsole } from '../support/session';
import { createOwnTicket } from '../support/tickets';
import { statValue } from './list-page-support';
import { recentDotSerial } from '../support/dot-codes';

async function ownClaim(page: Page, token: string, fields: Record<string, unknown> = {}) {
  const ticket = await createOwnTicket(page, 'Claim');
  const claim = await apiPost<WarrantyClaim>(page.request, '/api/warranties', {
    ticketId: ticket.id,
    claimTicketAdjustmentNumber: token,
    tireBrand: 'Michelin',
    tireSize: '225/45R17',
    dotSerial: recentDotSerial(),
    creditBasisName: 'Mileage',
    mileageProrationMileageOn: 0,
    mileageProrationMileageOff: 50_000,
    mileageProrationMIWarranted: 80_000,
    sellingPriceCents: 8_000,
    ...fields,
  });
  return { ticket, claim };
}

const submit = (page: Page, id: number) =>
  apiPost(page.request, `/api/warranties/${id}/transitions`, { to: 'pending_authorization' });

test('the queue shows real counters, searches and filters with the filters in the URL', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, AGENT, '/tickets');
  const token = uniqueToken('ADJ-Q');
  const { ticket, claim } = await ownClaim(page, token);
  // Other tests add claims to the same tenant meanwhile: the page and the API agree once both are read anew.
  await expect(async () => {
    await page.goto('/warranties');
    await expect(statValue(page, 'Total Warranties')).not.toHaveText('');
    const counters = await apiJson<ClaimCounters>(page.request, '/api/warranties/counters');
    await expect(statValue(page, 'Total Warranties')).toHaveText(String(counters.total), { timeout: 1_000 });
    await expect(statValue(page, 'Processing')).toHaveText(String(counters.processing), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  await page.getByRole('searchbox', { name: 'Search warranties' }).fill(token);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await expect(page.getByTestId('claim-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: token })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Denied' }).click();
  await expect(page).toHaveURL(/status=denied/);
  await expect(page.getByRole('heading', { name: 'No warranties found' })).toBeVisible();
  await expect(page.getByText('No claim matches these filters.')).toBeVisible();

  await page.goto(`/warranties?q=${token}&status=draft`);
  await expect(page.getByRole('searchbox', { name: 'Search warranties' })).toHaveValue(token);
  await expect(page.getByTestId('claim-row')).toHaveCount(1);
  await page.goto(`/warranties?q=${encodeURIComponent(ticketLabel(ticket))}`);
  await expect(page.getByRole('link', { name: token })).toBeVisible();

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/warranties?q=${token}`);
    await expect(page.getByRole('link', { name: token })).toBeVisible();
    await review(page, 'claims-queue', { fullPage: true });
  }
  await page.getByRole('link', { name: token }).click();
  await expect(page).toHaveURL(new RegExp(`/warranties/${claim.id}$`));
  expect(problems).toEqual([]);
});

test('a claim opens in its own view; a tenant admin moves it through the workflow with history', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  await signIn(page, TENANT_ADMIN, '/tickets');
  const token = uniqueToken('ADJ-V');
  // The agent files it: the admin who decides is a second person (the four-eyes rule).
  const filer = await signedInPage(browser, AGENT);
  const { ticket, claim } = await ownClaim(filer, token);
  await submit(filer, claim.id);
  await page.goto(`/warranties/${claim.id}`);
  await expect(page.getByRole('heading', { level: 1, name: token })).toBeVisible();
  await expect(page.getByText(ticketLabel(ticket)).first()).toBeVisible();
  await expect(page.getByText('$50.40')).toBeVisible();
  await expect(page.getByRole('region', { name: /Photos|Attachments/ }).first()).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await review(page, 'claim-view', { fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]);

  await page.getByRole('button', { name: 'Deny' }).click();
  const reasonDialog = page.getByRole('dialog', { name: /Deny: give a reason/ });
  await reasonDialog.getByRole('textbox', { name: 'Reason' }).fill('Uneven wear across the tread');
  await reasonDialog.getByRole('button', { name: 'Deny' }).click();
  await expectToast(page, 'Claim updated', 'The claim is now denied.');
  const history = page.getByRole('list', { name: 'Claim history' });
  await expect(history.getByText('Pending authorization → Denied')).toBeVisible();
  await expect(history.getByText('“Uneven wear across the tread”')).toBeVisible();
  await expect(history.getByText(new RegExp(TENANT_ADMIN.username)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorize' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reopen' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill('Invoice found');
  await page.getByRole('dialog').getByRole('button', { name: 'Reopen' }).click();
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  await expect(history.getByText('Pending authorization → Authorized')).toBeVisible();
  await page.getByRole('button', { name: 'Mark credited' }).click();
  await expect(history.getByText('Authorized → Credited')).toBeVisible();
  await expect(history.getByText(`Credited ${token}: $29.60`)).toBeVisible();
  // A credit is final but for its reversal.
  await expect(page.getByRole('button', { name: 'Reverse credit' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a plain agent sees no decision buttons; the server refuses them too', async ({ page }) => {
  await signIn(page, AGENT, '/tickets');
  const { claim } = await ownClaim(page, uniqueToken('ADJ-A'));
  await submit(page, claim.id);
  await page.goto(`/warranties/${claim.id}`);
  await expect(page.getByText('Locked: pending authorization. A tenant admin can adjust it.')).toBeVisible();
  await expect(page.getByText('No further steps.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Authorize|Send to review/ })).toHaveCount(0);
  const refused = await page.request.post(`/api/warranties/${claim.id}/transitions`, {
    data: { to: 'authorized' },
  });
  expect(refused.status()).toBe(403);
});

test('bulk approve and deny from the queue ask for confirmation first', async ({ page, browser }) => {
  const problems = watchConsole(page);
  await signIn(page, TENANT_ADMIN, '/tickets');
  const token = uniqueToken('ADJ-B');
  const filer = await signedInPage(browser, AGENT);
  const first = await ownClaim(filer, `${token}-1`);
  const second = await ownClaim(filer, `${token}-2`);
  await submit(filer, first.claim.id);
  await submit(filer, second.claim.id);
  await page.goto(`/warranties?q=${token}&status=pending_authorization`);
  await expect(page.getByTestId('claim-row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select claim ${first.claim.id}` }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve 1 claim?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('claim-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Claims approved', '1 claim changed.');
  await expect(page.getByTestId('claim-row')).toHaveCount(1);

  await page.getByRole('checkbox', { name: 'Select all claims on this page' }).check();
  await page.getByRole('button', { name: 'Deny' }).click();
  const deny = page.getByRole('alertdialog', { name: 'Deny 1 claim?' });
  await deny.getByRole('textbox', { name: 'Reason for the denial' }).fill('No invoice');
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expectToast(page, 'Claims denied', '1 claim changed.');
  await expect(page.getByRole('heading', { name: 'No warranties found' })).toBeVisible();
  const view = await apiJson<{ claim: WarrantyClaim }>(page.request, `/api/warranties/${second.claim.id}`);
  expect(view.claim.workflowStatus).toBe('denied');
  expect(problems).toEqual([]);
});

test('Create Warranty picks a ticket, then opens the claim form for it', async ({ page }) => {
  await signIn(page, AGENT, '/tickets');
  const ticket = await createOwnTicket(page, 'Pick');
  await page.goto('/warranties');
  await page.getByRole('button', { name: 'Create Warranty' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a ticket' });
  await picker.getByRole('searchbox', { name: 'Search tickets' }).fill(ticket.subject.split(' ')[0]!);
  await picker.getByRole('button', { name: new RegExp(ticketLabel(ticket)) }).click();
  const form = page.getByRole('dialog', { name: 'Create New Warranty Claim' });
  await expect(form).toBeVisible();
  await expect(form.getByText(ticketLabel(ticket))).toBeVisible();
  await form.getByLabel('Selling Price (per tyre)').fill('120');
  await form.getByLabel('Original Tread', { exact: true }).fill('10');
  await form.getByLabel('Remaining Tread Depth').first().fill('6');
  await expect(form.getByTestId('money-preview')).toContainText('credit $60.00');
  await form.getByRole('button', { name: 'Create Warranty' }).click();
  await expectToast(page, 'Warranty created');
  await expect(page.getByText(ticketLabel(ticket)).first()).toBeVisible();
});
