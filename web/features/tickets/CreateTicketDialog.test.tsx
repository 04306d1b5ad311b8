import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-value';
import { mockApi } from '../../test/fetch-mock';
import { aCustomer, aTicket } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { CreateTicketDialog } from './CreateTicketDialog';

function setup(createStatus = 201) {
  const calls = mockApi({
    'POST /api/customers/search': () => ({ body: [aCustomer()] }),
    'POST /api/tickets': () =>
      createStatus === 201
        ? { status: 201, body: aTicket() }
        : { status: createStatus, body: { message: 'Customer is from another tenant', code: 'CONFLICT' } },
  });
  const onClose = vi.fn();
  renderWithApp(<CreateTicketDialog onClose={onClose} />);
  return { calls, onClose, searches: () => calls.filter((call) => call.path === '/api/customers/search') };
}

describe('Create New Ticket', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the spec’s messages for the required fields', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    for (const message of [
      'Phone number is required',
      'Customer name is required',
      'Subject is required',
      'Description is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('searches customers only from 10 phone characters or 2 name characters, with the normalised phone', async () => {
    // The debounce runs on fake time, so "nothing was searched" is checked past it without waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const settle = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    const { searches } = setup();
    const phone = screen.getByLabelText('Customer Phone');
    await user.type(phone, '555-123-4');
    await settle();
    expect(searches()).toHaveLength(0);
    await user.type(phone, '567');
    await settle();
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.body).toEqual({ phone: '5551234567', name: '' });
    expect(await screen.findByRole('button', { name: /Jane Doe/ })).toBeInTheDocument();

    // Below the thresholds the list (and any selection) is cleared.
    await user.clear(phone);
    await user.type(phone, '555');
    expect(screen.queryByRole('button', { name: /Jane Doe/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Customer Name'), 'J');
    await settle();
    expect(searches()).toHaveLength(1);
  });

  it('keeps the picked customer in the list, pressed, while the search for its phone runs', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Customer Name'), 'Ja');
    const match = await screen.findByRole('button', { name: /Jane Doe/ });
    // Picking fills the phone, which starts a new search; on a slow line it has not answered yet.
    const pending = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', pending);
    await userEvent.click(match);
    await waitFor(() => expect(pending).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /Jane Doe/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('The ticket will be linked to the selected customer.')).toBeInTheDocument();
  });

  it('links the picked customer by id', async () => {
    const { calls, onClose } = setup();
    await userEvent.type(screen.getByLabelText('Customer Name'), 'Ja');
    await userEvent.click(await screen.findByRole('button', { name: /Jane Doe/ }));
    expect(screen.getByRole('button', { name: /Jane Doe/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Customer Phone')).toHaveValue('(555) 123-4567');
    await userEvent.type(screen.getByLabelText('Subject'), 'Slow leak');
    await userEvent.type(screen.getByLabelText('Description'), 'Front left.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/tickets')?.body).toEqual({
      subject: 'Slow leak',
      description: 'Front left.',
      priority: 'medium',
      category: null,
      customerId: 11,
      customer: null,
    });
    expect(await screen.findByText('Ticket created successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('creates the customer inline when none is picked, and shows the server message on failure', async () => {
    const { calls, onClose } = setup(409);
    await userEvent.type(screen.getByLabelText('Customer Phone'), '(555) 010-7788');
    await userEvent.type(screen.getByLabelText('Customer Name'), 'Pat Quinn');
    await userEvent.type(screen.getByLabelText('Subject'), 'Vibration');
    await userEvent.type(screen.getByLabelText('Description'), 'At 60 mph.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Customer is from another tenant')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.find((call) => call.path === '/api/tickets')?.body).toMatchObject({
      priority: 'high',
      customerId: null,
      customer: { name: 'Pat Quinn', phone: '5550107788', email: null, company: null },
    });
  });
});
