import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aTicket, aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TicketDetailDialog } from './TicketDetailDialog';

const panels = {
  'GET /api/notes': () => ({ body: [] }),
  'GET /api/tickets/7/transcripts': () => ({ body: [] }),
  'GET /api/warranties': () => ({ body: [] }),
  'GET /api/tickets/7/attachments': () => ({ body: [] }),
};

describe('the ticket detail dialog', () => {
  it('is titled with the label and subject and shows the details and the four panels', async () => {
    mockApi(panels);
    renderWithApp(
      <TicketDetailDialog
        ticketId={7}
        initial={aTicket({ category: 'billing' })}
        startInEdit={false}
        onClose={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('dialog', { name: '#TK-007 - Sidewall bulge after pothole' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Ticket details' });
    expect(within(details).getByText('Billing')).toBeInTheDocument();
    expect(within(details).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(details).getByText('Open')).toBeInTheDocument();
    for (const panel of ['Notes', 'Call Transcripts', 'Warranty Claims', 'Attachments']) {
      expect(screen.getByRole('region', { name: panel })).toBeInTheDocument();
    }
    expect(await screen.findByText('No warranty claims found')).toBeInTheDocument();
  });

  it('leads from a merged ticket to the one it was merged into, naming it', async () => {
    mockApi(panels);
    const merged = aTicket({ status: 'closed', mergedInto: { id: 512, number: 81 } });
    const { location } = renderWithApp(
      <TicketDetailDialog ticketId={7} initial={merged} onClose={vi.fn()} />,
      {
        path: '/tickets/7',
      },
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: '#TK-081' })).toHaveAttribute('href', '/tickets/512');
    expect(dialog).toHaveTextContent('#TK-007 was merged into #TK-081. Opening #TK-081...');
    expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/512'));
  });

  it("marks a customer's new reply seen when its owner opens the ticket, and not someone else's", async () => {
    const me = aUser();
    const reply = new Date(Date.now() - 60_000).toISOString();
    const calls = mockApi({
      ...panels,
      'GET /api/auth/user': () => ({ body: me }),
      'POST /api/tickets/7/seen': () => ({ body: aTicket({ assignee: { id: me.id, name: me.username } }) }),
    });
    const mine = aTicket({ assignee: { id: me.id, name: me.username }, newReplyAt: reply });
    const theirs = aTicket({ id: 8, assignee: { id: me.id + 1, name: 'someone.else' }, newReplyAt: reply });
    // Both open at once: their effects run in the same pass, once the signed-in user is known.
    renderWithApp(
      <>
        <TicketDetailDialog ticketId={8} initial={theirs} onClose={vi.fn()} />
        <TicketDetailDialog ticketId={7} initial={mine} onClose={vi.fn()} />
      </>,
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/api/tickets/7/seen')).toBe(true));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/tickets/7/seen',
    ]);
  });

  it('opens straight in edit mode from the pencil and saves subject, description, status and priority', async () => {
    const calls = mockApi({
      ...panels,
      'PATCH /api/tickets/7': ({ body }) => ({ body: aTicket(body as object) }),
    });
    renderWithApp(<TicketDetailDialog ticketId={7} initial={aTicket()} startInEdit onClose={vi.fn()} />);
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveFocus();
    await userEvent.clear(subject);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();

    await userEvent.type(subject, 'Bulge confirmed');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ticket has been updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Ticket updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      subject: 'Bulge confirmed',
      description: 'Bulge on the front left tyre.',
      status: 'closed',
      priority: 'medium',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(screen.getByRole('dialog', { name: '#TK-007 - Bulge confirmed' })).toBeInTheDocument();
  });

  it('keeps edit mode and says Failed to update ticket when the save fails; Cancel leaves it', async () => {
    mockApi({ ...panels, 'PATCH /api/tickets/7': () => ({ status: 500, body: {} }) });
    renderWithApp(
      <TicketDetailDialog ticketId={7} initial={aTicket()} startInEdit={false} onClose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update ticket')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
