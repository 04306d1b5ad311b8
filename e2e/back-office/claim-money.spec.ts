import { expect, test, type Page } from '@playwright/test';
import type { ClaimView, WarrantyClaim } from '../../domain/api-types';
import { apiJson, apiPost, uniqueToken } from '../support/api';
import { review, VIEWPORTS } from '../support/screenshots';
import { AGENT, expectToast, signedInPage, TENANT_ADMIN, watchConsole } from '../support/session';
import { createOwnTicket, openTicket } from '../support/tickets';
import { recentDotSerial } from '../support/dot-codes';

/** A mileage claim filed and submitted by the agent: 2 tyres at $187.40, 61,000 of 70,000 miles. */
async function submittedClaim(agent: Page, ticketId: number, token: string) {
  const claim = await apiPost<WarrantyClaim>(agent.request, '/api/warranties', {
    ticketId,
    claimTicketAdjustmentNumber: token,
    creditBasisName: 'Mileage',
    numberOfTires: 2,
    mileageProrationMileageOn: 4_000,
    mileageProrationMileageOff: 65_000,
    mileageProrationMIWarranted: 70_000,
    sellingPriceCents: 18_740,
    tireBrand: 'Hankook',
    dotSerial: recentDotSerial('HK3R'),
  });
  await apiPost(agent.request, `/api/warranties/${claim.id}/transitions`, { to: 'pending_authorization' });
  return claim;
}

const move = (admin: Page, id: number, to: string) =>
  apiPost(admin.request, `/api/warranties/${id}/transitions`, { to });

test('an agent sees a decided claim locked; a tenant admin adjusts one and reverses a credit', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await signedInPage(browser, AGENT);
  const admin = await signedInPage(browser, TENANT_ADMIN);
  const problems = [...watchConsole(agent), ...watchConsole(admin)];
  const token = uniqueToken('GYM');
  const ticket = await createOwnTicket(agent, 'Money');
  const adjusted = await submittedClaim(agent, ticket.id, `${token}-A`);
  const reversed = await submittedClaim(agent, ticket.id, `${token}-R`);
  await move(admin, adjusted.id, 'authorized');
  for (const to of ['authorized', 'credited']) await move(admin, reversed.id, to);

  // The agent: the claim says why it is locked, and offers no Edit, Delete or Adjust.
  await agent.goto(`/warranties/${adjusted.id}`);
  await expect(agent.getByText('Locked: authorized. A tenant admin can adjust it.')).toBeVisible();
  for (const name of ['Edit', 'Adjust', 'Reverse credit'])
    await expect(agent.getByRole('button', { name, exact: true })).toHaveCount(0);
  for (const viewport of VIEWPORTS) {
    await agent.setViewportSize(viewport);
    await review(agent, 'claim-locked-agent', { fullPage: true });
  }
  await agent.setViewportSize(VIEWPORTS[0]);
  await agent.goto('/tickets');
  const dialog = await openTicket(agent, ticket);
  const card = dialog.getByRole('article', { name: `Warranty claim ${adjusted.id}` });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('note')).toHaveText('Locked: authorized. A tenant admin can adjust it.');
  await expect(card.getByRole('button', { name: /^(Edit|Delete|Adjust) / })).toHaveCount(0);
  const refused = await agent.request.patch(`/api/warranties/${adjusted.id}`, {
    data: { numberOfTires: 20 },
  });
  expect(refused.status()).toBe(403);

  // The admin adjusts: old → new before saving, then the history keeps both, with the reason.
  await admin.goto(`/warranties/${adjusted.id}`);
  await admin.getByRole('button', { name: 'Adjust', exact: true }).click();
  const form = admin.getByRole('dialog', { name: 'Adjust Warranty Claim' });
  await form.getByRole('textbox', { name: /Selling Price/ }).fill('171.25');
  await form.getByRole('textbox', { name: 'Reason for the adjustment' }).fill('Invoice shows $171.25 a tyre');
  await form.getByRole('button', { name: 'Review changes' }).click();
  await expect(form.getByRole('region', { name: 'Adjustment review' })).toContainText(
    'Selling Price $187.40 → $171.25',
  );
  for (const viewport of VIEWPORTS) {
    await admin.setViewportSize(viewport);
    await review(admin, 'claim-adjust-review');
  }
  await admin.setViewportSize(VIEWPORTS[0]);
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expectToast(admin, 'Claim adjusted');
  const history = admin.getByRole('list', { name: 'Claim history' });
  await expect(history.getByText('Selling Price $187.40 → $171.25')).toBeVisible();
  await expect(history.getByText('“Invoice shows $171.25 a tyre”')).toBeVisible();
  await expect(history.getByText('Authorized → Pending authorization')).toBeVisible();
  const view = await apiJson<ClaimView>(admin.request, `/api/warranties/${adjusted.id}`);
  expect(view.claim).toMatchObject({ sellingPriceCents: 17_125, workflowStatus: 'pending_authorization' });

  // The admin reverses a credit: both ledger rows stay, the reversal with its own credit note.
  await admin.goto(`/warranties/${reversed.id}`);
  await admin.getByRole('button', { name: 'Reverse credit' }).click();
  const ask = admin.getByRole('dialog', { name: 'Reverse credit: give a reason' });
  await ask.getByRole('textbox', { name: 'Reason' }).fill('Credited on the wrong ticket');
  await ask.getByRole('button', { name: 'Reverse credit' }).click();
  await expectToast(admin, 'Credit reversed');
  const ledger = admin.getByRole('region', { name: 'Credit ledger' });
  await expect(ledger.getByText(`${token}-R`)).toBeVisible();
  await expect(ledger.getByText(/^CN-\d{6}$/)).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await admin.setViewportSize(viewport);
    await review(admin, 'claim-reversed-admin', { fullPage: true });
  }
  const credits = (await apiJson<ClaimView>(admin.request, `/api/warranties/${reversed.id}`)).credits;
  expect(credits.map((row) => row.amountCents)).toEqual([credits[0]!.amountCents, -credits[0]!.amountCents]);
  expect(problems).toEqual([]);
});
