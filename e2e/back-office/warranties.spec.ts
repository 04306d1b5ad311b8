import { expect, test, type Locator, type Page } from '@playwright/test';
import type { WarrantyClaim } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiJson } from '../support/api';
import { AGENT, expectToast, signIn } from '../support/session';
import { createOwnTicket, findTicketRow } from '../support/tickets';

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function claimsOf(page: Page, ticketId: number) {
  return apiJson<WarrantyClaim[]>(page.request, `/api/warranties?ticketId=${ticketId}`);
}

test('warranty claims: create with tread proration, edit to mileage, delete', async ({ page }) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Claim');
  const row = await findTicketRow(page, ticket);
  await row.getByRole('button', { name: `Claims for ${ticketLabel(ticket)}` }).click();
  const claimsDialog = page.getByRole('dialog', { name: `Warranty Claims - ${ticketLabel(ticket)}` });
  await expect(claimsDialog).toBeVisible();
  await expect(claimsDialog.getByText('No warranty claims found')).toBeVisible();
  await expect(claimsDialog.getByText('Create your first warranty claim for this ticket')).toBeVisible();

  // Create: tread depth 10/32 → 6/32 is 50 % worn.
  await claimsDialog.getByRole('button', { name: 'Create Warranty Claim' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Warranty Claim' });
  for (const section of [
    'Authorization & Calculation',
    'Notes & Tread Depth',
    'Mileage Proration',
    'Claim Information',
  ]) {
    await expect(form.getByRole('group', { name: section })).toBeVisible();
  }
  await choose(page, form, 'Authorization Status', 'Pending');
  await choose(page, form, 'Credit Basis', 'Tread Depth');
  await form.getByLabel('Number of Tires').fill('2');
  await form.getByLabel('Original Tread', { exact: true }).fill('10');
  await form
    .getByRole('group', { name: 'Notes & Tread Depth' })
    .getByLabel('Remaining Tread Depth')
    .fill('6');
  await expect(form.getByTestId('proration-preview')).toHaveText(
    'Tread depth proration: 50% worn, customer credit 50%.',
  );
  await expect(form.getByLabel('Calculated Percent (worn)')).toHaveValue('50');
  await expect(form.getByLabel('Percent Credit')).toHaveValue('50');
  await form.getByLabel('Claim Adjustment Number').fill('ADJ-424242');
  await form.getByRole('button', { name: 'Create Warranty' }).click();
  await expectToast(page, 'Warranty created', 'New warranty has been created successfully.');
  await expect(form).toBeHidden();

  let [claim] = await claimsOf(page, ticket.id);
  expect(claim).toMatchObject({
    ticketId: ticket.id,
    authorizationStatusName: 'Pending',
    creditBasisName: 'Tread Depth',
    numberOfTires: 2,
    treadDepthProrationOriginalTread: '10',
    treadDepthProrationRemainingTreadDepth: '6',
    calculatedPercent: '50',
    percentCredit: '50',
    mileageProrationMileageOn: null,
    mileageProrationMileageOff: null,
    mileageProrationMIWarranted: null,
    claimTicketAdjustmentNumber: 'ADJ-424242',
  });
  const card = claimsDialog.getByRole('article', { name: `Warranty claim ${claim!.id}` });
  await expect(card.getByText('Tread Depth Proration')).toBeVisible();
  await expect(card.getByText('Mileage Proration')).toHaveCount(0);
  await expect(card.getByText('ADJ-424242')).toBeVisible();
  await expect(
    claimsDialog.getByRole('region', { name: 'Warranty Claims' }).getByText('1', { exact: true }),
  ).toBeVisible();

  // Edit: mileage basis, 56,000 of 80,000 miles used is 70 %; an emptied tyre count is sent as null.
  await card.getByRole('button', { name: `Edit warranty claim ${claim!.id}` }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit Warranty Claim' });
  await expect(editForm.getByLabel('Number of Tires')).toHaveValue('2');
  await choose(page, editForm, 'Credit Basis', 'Mileage');
  await editForm.getByLabel('Number of Tires').fill('');
  await editForm.getByLabel('Mileage On').fill('10000');
  await editForm.getByLabel('Mileage Off').fill('66000');
  await editForm.getByLabel('Miles Warranted').fill('80000');
  await expect(editForm.getByTestId('proration-preview')).toHaveText(
    'Mileage proration: 70% worn, customer credit 30%.',
  );
  await editForm.getByRole('button', { name: 'Update Warranty' }).click();
  await expectToast(page, 'Warranty updated', 'Warranty has been updated successfully.');

  [claim] = await claimsOf(page, ticket.id);
  expect(claim).toMatchObject({
    creditBasisName: 'Mileage',
    numberOfTires: null,
    mileageProrationMileageOn: 10000,
    mileageProrationMileageOff: 66000,
    mileageProrationMIWarranted: 80000,
    calculatedPercent: '70',
    percentCredit: '30',
  });
  await expect(card.getByText('66,000')).toBeVisible();
  await expect(card.getByText('80,000')).toBeVisible();
  await expect(card.getByText('10,000')).toBeVisible();

  // Delete asks first.
  await card.getByRole('button', { name: `Delete warranty claim ${claim!.id}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this warranty?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Warranty deleted', 'Warranty has been deleted successfully.');
  await expect(claimsDialog.getByText('No warranty claims found')).toBeVisible();
  expect(await claimsOf(page, ticket.id)).toEqual([]);
});

test('the warranty form shows field messages and cancelling saves nothing', async ({ page }) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'ClaimV');
  const row = await findTicketRow(page, ticket);
  await row.getByRole('button', { name: `Claims for ${ticketLabel(ticket)}` }).click();
  await page.getByRole('button', { name: 'Create Warranty Claim' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Warranty Claim' });
  await form.getByLabel('Original Tread', { exact: true }).fill('99');
  await form.getByLabel('Calculated Percent (worn)').fill('140');
  await form.getByRole('button', { name: 'Create Warranty' }).click();
  await expect(form.getByText('Tread depth must be a number between 0 and 32')).toBeVisible();
  await expect(form.getByText('Percent must be a number from 0 to 100')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  expect(await claimsOf(page, ticket.id)).toEqual([]);
});
