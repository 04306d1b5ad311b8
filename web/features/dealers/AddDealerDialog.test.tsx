import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aDealer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AddDealerDialog } from './AddDealerDialog';

describe('Add New Dealer', () => {
  it('requires every field with the spec’s messages', async () => {
    mockApi({});
    renderWithApp(<AddDealerDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Dealer' }));
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
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Dealer ID')).toHaveAttribute('maxLength', '6');
  });

  it('offers the seven countries and territories, and sends the dealer', async () => {
    const calls = mockApi({ 'POST /api/dealers': () => ({ status: 201, body: aDealer() }) });
    const onOpenChange = vi.fn();
    renderWithApp(<AddDealerDialog open onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByLabelText('Dealer ID'), 'pr0142');
    await userEvent.type(screen.getByLabelText('Dealer Name'), 'Island Tyres');
    await userEvent.type(screen.getByLabelText('Contact Name'), 'Marisol Vega');
    await userEvent.type(screen.getByLabelText('Phone'), '787-555-0142');
    await userEvent.click(screen.getByRole('combobox', { name: 'Country/Territory' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'United States',
      'Puerto Rico',
      'U.S. Virgin Islands',
      'American Samoa',
      'Guam',
      'Northern Mariana Islands',
      'Washington D.C.',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Puerto Rico' }));
    await userEvent.type(screen.getByLabelText('Address'), '12 Calle Sol');
    await userEvent.type(screen.getByLabelText('City'), 'San Juan');
    await userEvent.type(screen.getByLabelText('State'), 'PR');
    await userEvent.type(screen.getByLabelText('Zip Code'), '00901');
    await userEvent.click(screen.getByRole('button', { name: 'Create Dealer' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]?.body).toEqual({
      dealerId: 'PR0142',
      dealerName: 'Island Tyres',
      contactName: 'Marisol Vega',
      phone: '7875550142',
      email: null,
      country: 'Puerto Rico',
      address: '12 Calle Sol',
      city: 'San Juan',
      state: 'PR',
      zipCode: '00901',
    });
    expect(await screen.findByText('Dealer created successfully')).toBeInTheDocument();
  });
});
