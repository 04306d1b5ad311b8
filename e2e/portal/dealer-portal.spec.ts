import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y';
import { apiJson, apiPost } from '../support/api';
import { DEALER_DESK } from '../support/accounts';
import { tyrePhoto } from '../support/photos';
import { saveScreenshot } from '../support/screenshots';
import { AGENT, signedInPage, signIn, TENANT_ADMIN, watchConsole } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

test('a dealer at the counter files a claim with a photo on a phone, talks with the team, and follows it to its credit', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  await signIn(page, DEALER_DESK, '/portal');
  await expect(page.getByRole('heading', { name: 'Your claims' })).toBeVisible();

  await page.getByRole('button', { name: 'New Claim' }).click();
  const form = page.getByRole('dialog', { name: 'New Claim' });
  await form.getByLabel('Name', { exact: true }).fill('Teodora Vasquez-Lindqvist');
  await form.getByLabel('Phone').fill('(785) 555-0162');
  await form
    .getByLabel('What went wrong')
    .fill('Cupping on the inner edge; the customer hears a drone at 60 mph.');
  await form.getByLabel('Brand').fill('Nexen');
  await form.getByLabel('Size').fill('205/55R16');
  await form.getByLabel('DOT serial').fill('DOT 9K3R TT7X 2224');
  await form.getByLabel('Reading 1 (outer)').fill('5');
  await form.getByLabel('Reading 2 (centre)').fill('6');
  await form.getByLabel('Reading 3 (inner)').fill('3');
  await form.getByLabel('Original tread').fill('10');
  await form.getByLabel('Remaining tread').fill('3');
  await form.getByLabel('Price paid per tyre ($)').fill('118.40');
  await form.getByRole('button', { name: 'File Claim' }).click();

  const filed = page.getByRole('status').filter({ hasText: 'Claim filed on' });
  await expect(filed).toContainText('Waiting for the warranty team to review it');
  await filed.getByLabel('Add Files').setInputFiles({
    name: 'inner-edge.jpg',
    mimeType: 'image/jpeg',
    buffer: await tyrePhoto('Inner edge 3/32', 210),
  });
  await expect(filed.getByRole('img', { name: 'inner-edge.jpg' })).toBeVisible();
  await saveScreenshot(page, 'portal-filed-phone');

  // The team finds it among the dealers' claims and answers on the claim.
  const staff = await signedInPage(browser, TENANT_ADMIN);
  const fromDealers = await apiJson<{ id: number; tireBrand: string | null }[]>(
    staff.request,
    '/api/warranties?source=dealer&limit=10',
  );
  const claim = fromDealers.find((row) => row.tireBrand === 'Nexen')!;
  await staff.goto(`/warranties/${claim.id}`);
  const panel = staff.getByRole('region', { name: 'Messages with the Dealer' });
  await panel.getByLabel('Message').fill('Please keep the tyre; an inspector may call by on Friday.');
  await panel.getByRole('button', { name: 'Send Message' }).click();
  await expect(panel.getByText('an inspector may call by on Friday')).toBeVisible();

  // An agent gives it its adjustment number and submits it; the admin (four eyes) authorizes and credits.
  const agent = await signedInPage(browser, AGENT);
  const adjustment = `NX-${Date.now().toString(36).toUpperCase()}`;
  const numbered = await agent.request.patch(`/api/warranties/${claim.id}`, {
    data: { claimTicketAdjustmentNumber: adjustment },
  });
  expect(numbered.ok(), await numbered.text()).toBe(true);
  await apiPost(agent.request, `/api/warranties/${claim.id}/transitions`, { to: 'pending_authorization' });
  await agent.context().close();
  for (const to of ['authorized', 'credited'])
    await apiPost(staff.request, `/api/warranties/${claim.id}/transitions`, { to });
  await staff.context().close();

  await page.reload();
  const card = page
    .getByRole('list', { name: 'Claims' })
    .getByRole('listitem')
    .filter({ hasText: 'Nexen' })
    .first();
  await card.getByRole('button', { name: 'Photos & Messages' }).click();
  const thread = card.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText('Warranty team');
  await expect(thread).toContainText('an inspector may call by on Friday');
  await expect(card.getByRole('img', { name: 'inner-edge.jpg' })).toBeVisible();
  await expect(card).toContainText('Credited');
  await expect(card).toContainText(adjustment);

  // The dealer hears of the message and the decisions, and finds the credit on its statement.
  await page.getByRole('button', { name: /^Updates\s*\d+\s*unread$/ }).click();
  const updates = page.getByRole('region', { name: 'Updates' });
  await expect(updates.getByRole('listitem').filter({ hasText: 'Claim credited' }).first()).toBeVisible();
  await expect(
    updates.getByRole('listitem').filter({ hasText: 'New message from the warranty team' }).first(),
  ).toBeVisible();
  await saveScreenshot(page, 'portal-updates-phone');
  await expectNoSeriousA11yIssues(page, 'dealer portal updates');
  await updates.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Updates', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Updates', exact: true }).click();
  const csv = await page.request.get((await page.getByRole('link', { name: 'CSV' }).getAttribute('href'))!);
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain(adjustment);

  await expectNoSeriousA11yIssues(page, 'dealer portal');
  expect(problems).toEqual([]);

  // Staff pages are not a dealer's: an address of one leads back to the portal.
  await page.goto('/tickets');
  await expect(page).toHaveURL(/\/portal$/);
});
