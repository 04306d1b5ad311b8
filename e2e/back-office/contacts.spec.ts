import { expect, test } from '@playwright/test';
import type { Customer, Dealer } from '../../domain/api-types';
import { apiJson, uniqueToken } from '../support/api';
import { AGENT, expectToast, signIn } from '../support/session';

function digits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

test('Add Customer from the dashboard validates, creates and normalises the phone', async ({ page }) => {
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await dialog.getByLabel('Email (optional)').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Phone number is required',
    'Invalid email',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const token = uniqueToken('Add');
  const phone = digits(10);
  await dialog.getByLabel('First Name').fill('Alex');
  await dialog.getByLabel('Last Name').fill(token);
  await dialog.getByLabel('Phone').fill(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  await dialog.getByLabel('Email (optional)').fill('');
  await dialog.getByLabel('Zip Code (optional)').fill('33602');
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expectToast(page, 'Success', 'Customer created successfully');
  await expect(dialog).toBeHidden();
  const [customer] = await apiJson<Customer[]>(page.request, `/api/customers?search=${token}`);
  expect(customer).toMatchObject({
    firstName: 'Alex',
    lastName: token,
    phone,
    email: null,
    zipCode: '33602',
  });
});

test('Add Dealer from the dashboard validates every field and creates the dealer', async ({ page }) => {
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Add Dealer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Dealer' });
  await dialog.getByRole('button', { name: 'Create Dealer' }).click();
  for (const message of [
    'Dealer ID must be 6 characters',
    'Dealer name is required',
    'Contact name is required',
    'Phone number is required',
    'Country/Territory is required',
    'Address is required',
    'City is required',
    'State is required',
    'Zip code is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('Dealer ID').fill('AB12');
  await dialog.getByRole('button', { name: 'Create Dealer' }).click();
  await expect(dialog.getByText('Dealer ID must be 6 characters')).toBeVisible();

  const dealerId = `Z${Date.now().toString(36).slice(-5)}`.toUpperCase();
  const name = `Island Tyres ${uniqueToken('')}`;
  await dialog.getByLabel('Dealer ID').fill(dealerId);
  await dialog.getByLabel('Dealer Name').fill(name);
  await dialog.getByLabel('Contact Name').fill('Marisol Vega');
  await dialog.getByLabel('Phone').fill('787-555-0142');
  await dialog.getByRole('combobox', { name: 'Country/Territory' }).click();
  for (const country of [
    'United States',
    'Puerto Rico',
    'U.S. Virgin Islands',
    'American Samoa',
    'Guam',
    'Northern Mariana Islands',
    'Washington D.C.',
  ]) {
    await expect(page.getByRole('option', { name: country, exact: true })).toBeVisible();
  }
  await page.getByRole('option', { name: 'Puerto Rico' }).click();
  await dialog.getByLabel('Address').fill('12 Calle Sol');
  await dialog.getByLabel('City').fill('San Juan');
  await dialog.getByLabel('State').fill('PR');
  await dialog.getByLabel('Zip Code').fill('00901');
  await dialog.getByRole('button', { name: 'Create Dealer' }).click();
  await expectToast(page, 'Success', 'Dealer created successfully');
  await expect(dialog).toBeHidden();
  const [dealer] = await apiJson<Dealer[]>(page.request, `/api/dealers?search=${dealerId}`);
  expect(dealer).toMatchObject({
    dealerId,
    dealerName: name,
    contactName: 'Marisol Vega',
    phone: '7875550142',
    country: 'Puerto Rico',
    city: 'San Juan',
  });
});
