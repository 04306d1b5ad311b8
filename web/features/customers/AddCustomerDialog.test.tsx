import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aCustomer } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AddCustomerDialog } from './AddCustomerDialog';

describe('Add New Customer', () => {
  it('shows the spec’s messages, including Invalid email', async () => {
    mockApi({});
    renderWithApp(<AddCustomerDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Add New Customer' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Customer' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Invalid email',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('sends the normalised phone with blank optional fields as null, then closes', async () => {
    const calls = mockApi({ 'POST /api/customers': () => ({ status: 201, body: aCustomer() }) });
    const onOpenChange = vi.fn();
    const onCreated = vi.fn();
    renderWithApp(<AddCustomerDialog open onOpenChange={onOpenChange} onCreated={onCreated} />);
    await userEvent.type(screen.getByLabelText('First Name'), 'Jane');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Doe');
    await userEvent.type(screen.getByLabelText('Phone'), '+1 (555) 123-4567');
    await userEvent.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onCreated).toHaveBeenCalledWith(aCustomer());
    expect(calls[0]?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '5551234567',
      email: null,
      zipCode: null,
      address: null,
      company: null,
    });
    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
  });

  it('shows the server’s field messages on a 400 and the failure toast', async () => {
    mockApi({
      'POST /api/customers': () => ({
        status: 400,
        body: {
          message: 'Invalid email',
          code: 'VALIDATION_ERROR',
          fieldErrors: { zipCode: ['Must be at most 10 characters'] },
        },
      }),
    });
    renderWithApp(<AddCustomerDialog open onOpenChange={() => {}} />);
    await userEvent.type(screen.getByLabelText('First Name'), 'Jane');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Doe');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Must be at most 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Failed to create customer')).toBeInTheDocument();
  });
});
