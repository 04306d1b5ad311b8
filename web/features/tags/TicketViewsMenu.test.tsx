import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TicketView } from '@domain/tags';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { TicketViewsMenu } from './TicketViewsMenu';

const AT = '2026-03-01T10:00:00.000Z';
const view = (id: number, name: string, shared: boolean, query: TicketView['query']): TicketView => ({
  id,
  name,
  shared,
  query,
  createdAt: AT,
  updatedAt: AT,
});
const VIEWS = [view(1, 'Team queue', true, { status: 'open' }), view(2, 'My fleet', false, { tag: '4' })];

describe('saved views of the ticket list', () => {
  it('applies a view, and saves the list as it stands under a name', async () => {
    const requests = mockApi({
      'GET /api/ticket-views': () => ({ body: VIEWS }),
      'POST /api/ticket-views': ({ body }) => ({
        status: 201,
        body: { ...view(3, 'x', false, {}), ...(body as object) },
      }),
    });
    const onApply = vi.fn();
    renderWithApp(
      <TicketViewsMenu current={{ priority: 'high', tag: '4' }} onApply={onApply} canShare={false} />,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Saved view' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Team queue (team)', 'My fleet']);
    await userEvent.click(options[1]!);
    expect(onApply).toHaveBeenCalledWith({ tag: '4' });
    // The team's view may not be changed by staff; their own may.
    expect(screen.getByRole('button', { name: 'Delete view' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    expect(screen.queryByRole('checkbox', { name: 'Share with the team' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'View name' }), 'Urgent fleet');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Urgent fleet',
        shared: false,
        query: { priority: 'high', tag: '4' },
      }),
    );
  });

  it('offers staff no way to change the team’s view', async () => {
    mockApi({ 'GET /api/ticket-views': () => ({ body: VIEWS }) });
    renderWithApp(<TicketViewsMenu current={{}} onApply={vi.fn()} canShare={false} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Saved view' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Team queue (team)' }));
    expect(screen.queryByRole('button', { name: 'Delete view' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename view' })).toBeNull();
  });
});
