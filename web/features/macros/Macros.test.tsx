import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Macro, MacroPreview } from '@domain/macros';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { BulkMacroAction } from './BulkMacroAction';
import { MacroMenu } from './MacroMenu';
import { MacrosPage } from './MacrosPage';

const SHARED: Macro = {
  id: 3,
  name: 'Waiting on photos',
  personal: false,
  actions: { reply: 'Hello {{customer_name}}, photos please.', status: 'in-progress', owner: 'me' },
  ownerName: null,
  canEdit: false,
};
const MINE: Macro = {
  id: 8,
  name: 'Park it',
  personal: true,
  actions: { priority: 'low', owner: 12 },
  ownerName: 'kit.marsh',
  canEdit: true,
};
const TEAM = [{ id: 12, name: 'kit.marsh' }];

describe('the Macros page', () => {
  it('lists shared and personal macros apart, and saves a new personal one with its actions', async () => {
    const calls = mockApi({
      'GET /api/macros': () => ({ body: [SHARED, MINE] }),
      'GET /api/canned-replies': () => ({ body: [] }),
      'GET /api/tickets/assignees': () => ({ body: TEAM }),
      'POST /api/macros': ({ body }) => ({ status: 201, body: { ...MINE, id: 20, ...(body as object) } }),
    });
    renderWithApp(<MacrosPage mayShare={false} />);
    // A plain user starts on their own macros, and may not add shared ones.
    expect(await screen.findByText('Park it')).toBeInTheDocument();
    expect(screen.getByText('Priority: Low · Owner: kit.marsh')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My canned replies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Shared/ }));
    expect(await screen.findByText('Waiting on photos')).toBeInTheDocument();
    expect(screen.getByText('Reply · Status: In Progress · Owner: me')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Waiting on photos' })).toBeNull();
    expect(screen.queryByRole('button', { name: /New Shared Macro/ })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: /Mine/ }));
    await userEvent.click(screen.getByRole('button', { name: 'New Personal Macro' }));
    const dialog = await screen.findByRole('dialog', { name: 'New personal macro' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Close with thanks');
    await userEvent.type(within(dialog).getByLabelText('Reply'), 'Thanks {{{{customer_name}}');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'closed');
    await userEvent.selectOptions(within(dialog).getByLabelText('Owner'), 'kit.marsh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Macro' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New personal macro' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Close with thanks',
      personal: true,
      actions: { reply: 'Thanks {{customer_name}}', status: 'closed', owner: 12 },
    });
  });

  it("shows the server's field messages in the form", async () => {
    mockApi({
      'GET /api/macros': () => ({ body: [] }),
      'GET /api/canned-replies': () => ({ body: [] }),
      'GET /api/tickets/assignees': () => ({ body: TEAM }),
      'POST /api/macros': () => ({
        status: 400,
        body: {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          fieldErrors: {
            name: ['Please enter a name'],
            actions: ['Choose at least one thing for the macro to do'],
          },
        },
      }),
    });
    renderWithApp(<MacrosPage mayShare />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Shared Macro' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shared macro' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Macro' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one thing for the macro to do')).toBeInTheDocument();
  });
});

describe("the ticket dialog's Macros menu", () => {
  const preview: MacroPreview = {
    ticketId: 41,
    reply: 'Hello Dana Reyes, photos please.',
    changes: [
      { field: 'status', from: 'open', to: 'in-progress' },
      { field: 'owner', from: 'Unassigned', to: 'sam.carter' },
    ],
    blocked: null,
  };

  it('previews the filled reply and the changes, and applies only when asked', async () => {
    const calls = mockApi({
      'GET /api/macros': () => ({ body: [SHARED, MINE] }),
      'POST /api/macros/3/preview': () => ({ body: preview }),
      'POST /api/macros/3/apply': () => ({
        body: { ticketId: 41, replyId: 77, changed: ['status', 'owner'] },
      }),
    });
    renderWithApp(<MacroMenu ticketId={41} />);
    await screen.findByRole('option', { name: 'Waiting on photos' });
    await userEvent.selectOptions(screen.getByLabelText('Macros'), 'Waiting on photos');
    const panel = await screen.findByRole('region', { name: 'Preview of Waiting on photos' });
    expect(within(panel).getByText('Hello Dana Reyes, photos please.')).toBeInTheDocument();
    expect(within(panel).getByText('in-progress')).toBeInTheDocument();
    expect(within(panel).getByText('sam.carter')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/apply'))).toEqual([]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply Macro' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Preview of Waiting on photos' })).toBeNull(),
    );
    expect(calls.find((call) => call.path === '/api/macros/3/apply')?.body).toEqual({ ticketId: 41 });
  });

  it('says why a macro cannot be applied and offers no Apply', async () => {
    mockApi({
      'GET /api/macros': () => ({ body: [SHARED] }),
      'POST /api/macros/3/preview': () => ({
        body: {
          ...preview,
          blocked: 'This macro sends a reply, and no mail server is set up: nothing was changed.',
        },
      }),
    });
    renderWithApp(<MacroMenu ticketId={41} />);
    await screen.findByRole('option', { name: 'Waiting on photos' });
    await userEvent.selectOptions(screen.getByLabelText('Macros'), 'Waiting on photos');
    const panel = await screen.findByRole('region', { name: 'Preview of Waiting on photos' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('no mail server is set up');
    expect(within(panel).getByRole('button', { name: 'Apply Macro' })).toBeDisabled();
  });
});

describe('Apply macro for the selected tickets', () => {
  it('asks first, then applies to every selected ticket and reports the skipped ones', async () => {
    const calls = mockApi({
      'GET /api/macros': () => ({ body: [SHARED, MINE] }),
      'POST /api/macros/8/apply-bulk': () => ({
        body: { applied: [1, 2], skipped: [{ id: 5, reason: 'Ticket not found' }] },
      }),
    });
    let done = 0;
    renderWithApp(<BulkMacroAction selected={[1, 2, 5]} onDone={() => (done += 1)} />);
    const select = await screen.findByLabelText('Apply macro to selected tickets');
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'Park it');
    const confirm = await screen.findByRole('alertdialog', { name: 'Apply "Park it" to 3 tickets?' });
    expect(within(confirm).getByText(/Priority: Low · Owner: kit.marsh/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Apply Macro' }));
    await waitFor(() => expect(done).toBe(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ticketIds: [1, 2, 5] });
    expect(
      await screen.findByText('2 tickets changed. 1 ticket skipped: Ticket not found.'),
    ).toBeInTheDocument();
  });
});
