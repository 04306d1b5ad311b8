import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aClaim } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { WarrantyFormDialog } from './WarrantyFormDialog';

function section(name: string) {
  return within(screen.getByRole('group', { name }));
}

describe('the warranty form', () => {
  it('has four sections, fills the proration live and sends blanks as null', async () => {
    const calls = mockApi({ 'POST /api/warranties': () => ({ status: 201, body: aClaim() }) });
    const onClose = vi.fn();
    renderWithApp(<WarrantyFormDialog ticket={{ id: 7, number: 7 }} claim={null} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Create New Warranty Claim' })).toBeInTheDocument();
    for (const name of [
      'Authorization & Calculation',
      'Notes & Tread Depth',
      'Mileage Proration',
      'Claim Information',
    ]) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    await userEvent.type(section('Notes & Tread Depth').getByLabelText('Original Tread'), '10');
    await userEvent.type(section('Notes & Tread Depth').getByLabelText('Remaining Tread Depth'), '6');
    expect(screen.getByTestId('proration-preview')).toHaveTextContent(
      'Tread depth proration: 50% worn, customer credit 50%.',
    );
    expect(screen.getByLabelText('Calculated Percent (worn)')).toHaveValue('50');
    expect(screen.getByLabelText('Percent Credit')).toHaveValue('50');

    await userEvent.click(screen.getByRole('button', { name: 'Create Warranty' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      ticketId: 7,
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
      calculatedPercent: '50',
      percentCredit: '50',
      numberOfTires: null,
      mileageProrationMileageOn: null,
      mileageProrationMileageOff: null,
      mileageProrationMIWarranted: null,
    });
    expect(await screen.findByText('New warranty has been created successfully.')).toBeInTheDocument();
    expect(screen.getByText('Warranty created')).toBeInTheDocument();
  });

  it('edits a claim: starts from its values, parses whole numbers, and reads Update Warranty', async () => {
    const claim = aClaim({
      numberOfTires: 4,
      creditBasisName: 'Mileage',
      calculatedPercent: '12',
      percentCredit: '88',
    });
    const calls = mockApi({ 'PATCH /api/warranties/3': () => ({ body: claim }) });
    renderWithApp(<WarrantyFormDialog ticket={{ id: 7, number: 7 }} claim={claim} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Edit Warranty Claim' })).toBeInTheDocument();
    expect(screen.getByLabelText('Number of Tires')).toHaveValue(4);
    // The stored percentages stay until a measurement changes.
    expect(screen.getByLabelText('Calculated Percent (worn)')).toHaveValue('12');
    await userEvent.clear(screen.getByLabelText('Number of Tires'));
    await userEvent.type(screen.getByLabelText('Mileage On'), '0');
    await userEvent.type(screen.getByLabelText('Mileage Off'), '56000');
    await userEvent.type(screen.getByLabelText('Miles Warranted'), '80000');
    expect(screen.getByLabelText('Calculated Percent (worn)')).toHaveValue('70');
    await userEvent.click(screen.getByRole('button', { name: 'Update Warranty' }));
    expect(await screen.findByText('Warranty has been updated successfully.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      numberOfTires: null,
      mileageProrationMileageOn: 0,
      mileageProrationMileageOff: 56000,
      mileageProrationMIWarranted: 80000,
      calculatedPercent: '70',
      percentCredit: '30',
    });
  });

  it('shows the money live under the tenant rounding and sends it in cents ($50.40 case)', async () => {
    const calls = mockApi({
      'GET /api/warranties/settings': () => ({ body: { tread: 'nearest', mileage: 'up' } }),
      'POST /api/warranties': () => ({ status: 201, body: aClaim() }),
    });
    renderWithApp(<WarrantyFormDialog ticket={{ id: 7, number: 7 }} claim={null} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText('Mileage On'), '0');
    await userEvent.type(screen.getByLabelText('Mileage Off'), '50000');
    await userEvent.type(screen.getByLabelText('Miles Warranted'), '80000');
    await userEvent.type(screen.getByLabelText('Selling Price (per tyre)'), '80');
    await userEvent.type(screen.getByLabelText('Base List Price (per tyre)'), '95.50');
    expect(screen.getByTestId('money-preview')).toHaveTextContent(
      'Price basis $80.00: credit $29.60, customer pays $50.40.',
    );
    await userEvent.type(screen.getByLabelText('Tax'), 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Create Warranty' }));
    expect(await screen.findByText('Enter an amount in dollars, e.g. 80.00')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Tax'));
    await userEvent.type(screen.getByLabelText('Tread Reading 1 (Inside)'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Create Warranty' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      sellingPriceCents: 8000,
      listPriceCents: 9550,
      taxCents: null,
      treadReading1: '6',
      goodwill: false,
    });
  });

  it('shows field messages and the failure toast', async () => {
    mockApi({ 'POST /api/warranties': () => ({ status: 500, body: {} }) });
    renderWithApp(<WarrantyFormDialog ticket={{ id: 7, number: 7 }} claim={null} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText('Percent Credit'), '140');
    await userEvent.click(screen.getByRole('button', { name: 'Create Warranty' }));
    expect(await screen.findByText('Percent must be a number from 0 to 100')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Percent Credit'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Warranty' }));
    expect(await screen.findByText('Failed to create warranty.')).toBeInTheDocument();
  });

  it("starts a new claim in the tenant's tread unit, and keeps an edited claim's own", async () => {
    const calls = mockApi({
      'GET /api/warranties/settings': () => ({ body: { tread: 'nearest', mileage: 'up', treadUnit: 'mm' } }),
      'POST /api/warranties': () => ({ status: 201, body: aClaim() }),
    });
    const { unmount } = renderWithApp(
      <WarrantyFormDialog ticket={{ id: 7, number: 7 }} claim={null} onClose={() => {}} />,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tread Unit' })).toHaveTextContent('mm'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Warranty' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ treadUnit: 'mm' }),
    );
    unmount();
    renderWithApp(
      <WarrantyFormDialog
        ticket={{ id: 7, number: 7 }}
        claim={aClaim({ treadUnit: '32nds' })}
        onClose={() => {}}
      />,
    );
    const settingsRead = () => calls.filter((call) => call.path === '/api/warranties/settings').length;
    await waitFor(() => expect(settingsRead()).toBe(2));
    expect(await screen.findByRole('combobox', { name: 'Tread Unit' })).toHaveTextContent('32nds');
  });
});
