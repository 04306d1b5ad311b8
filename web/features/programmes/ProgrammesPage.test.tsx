import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WarrantyProgramme } from '@domain/warranty-programmes';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { ProgrammesPage } from './ProgrammesPage';

const harbour: WarrantyProgramme = {
  id: 7,
  name: 'Harbour Touring',
  brands: ['Ostrava', 'Kelpie'],
  productLines: ['Marina'],
  basis: 'treadwear',
  mileageWarranty: 65_000,
  yearsFromPurchase: 5,
  yearsFromManufacture: 6,
  freeReplacementMiles: 2_000,
  freeReplacementPercent: null,
  rounding: 'up',
  photoRequired: false,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('Warranty Programmes', () => {
  it('creates a programme from typed terms, with the field messages of the API first', async () => {
    const calls = mockApi({
      'GET /api/programmes': () => ({ body: [] }),
      'POST /api/programmes': ({ body }) => ({
        status: 201,
        body: { ...harbour, ...(body as object), id: 8 },
      }),
    });
    renderWithApp(<ProgrammesPage mayChange />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Programme' });
    await userEvent.clear(within(dialog).getByLabelText('Years from purchase'));
    await userEvent.type(within(dialog).getByLabelText('Mileage warranty (miles)'), 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Programme' }));
    expect(await within(dialog).findByText('Programme name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name at least one brand')).toBeInTheDocument();
    expect(within(dialog).getByText('Expected a whole number of miles')).toBeInTheDocument();
    expect(within(dialog).getByText('Expected a whole number of years')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Programme name'), 'Fjord Winter');
    await userEvent.type(within(dialog).getByLabelText('Brands'), 'Nordvik, Isbjørn ,');
    await userEvent.type(within(dialog).getByLabelText('Years from purchase'), '4');
    await userEvent.clear(within(dialog).getByLabelText('Mileage warranty (miles)'));
    await userEvent.type(within(dialog).getByLabelText('Mileage warranty (miles)'), '45,000');
    await userEvent.type(within(dialog).getByLabelText('Free replacement within (% worn)'), '15');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Photo required before authorizing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Programme' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Fjord Winter',
      brands: ['Nordvik', 'Isbjørn'],
      productLines: [],
      basis: 'treadwear',
      mileageWarranty: 45_000,
      yearsFromPurchase: 4,
      yearsFromManufacture: 6,
      freeReplacementMiles: null,
      freeReplacementPercent: 15,
      rounding: 'nearest',
      photoRequired: true,
    });
  });

  it("edits a programme's terms as stored, shows a taken name beside the field, and asks before deleting", async () => {
    const calls = mockApi({
      'GET /api/programmes': () => ({ body: [harbour] }),
      'PATCH /api/programmes/7': () => ({
        status: 409,
        body: { message: 'A programme named Coastal already exists', fieldErrors: { name: ['Name taken'] } },
      }),
      'DELETE /api/programmes/7': () => ({ status: 204 }),
    });
    renderWithApp(<ProgrammesPage mayChange />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Harbour Touring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Programme' });
    expect(within(dialog).getByLabelText('Brands')).toHaveValue('Ostrava, Kelpie');
    expect(within(dialog).getByLabelText('Free replacement within (miles)')).toHaveValue('2000');
    const name = within(dialog).getByLabelText('Programme name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Coastal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name taken')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      name: 'Coastal',
      brands: ['Ostrava', 'Kelpie'],
      productLines: ['Marina'],
      mileageWarranty: 65_000,
      rounding: 'up',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Harbour Touring' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Harbour Touring?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('offers no changes to staff who only read the programmes', async () => {
    mockApi({ 'GET /api/programmes': () => ({ body: [harbour] }) });
    renderWithApp(<ProgrammesPage mayChange={false} />);
    expect(await screen.findByText('Harbour Touring')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New Programme|Edit|Delete/ })).not.toBeInTheDocument();
  });
});
