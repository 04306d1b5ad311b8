import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tag } from '@domain/tags';
import { mockApi } from '../../test/fetch-mock';
import { aTicket } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TagChips } from './TagChip';
import { TagsAdmin } from './TagsAdmin';
import { TicketTagPicker } from './TicketTagPicker';

const CREATED = '2026-03-01T10:00:00.000Z';
const TAGS: Tag[] = [
  { id: 4, name: 'Fleet', colour: 'blue', ticketCount: 3, createdAt: CREATED },
  { id: 9, name: 'Road Hazard', colour: 'red', ticketCount: 0, createdAt: CREATED },
];

/** A colour as `rgb(r, g, b)`, whether the DOM keeps it as written (#rrggbb) or normalised. */
function rgb(colour: string) {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!hex) return colour;
  return `rgb(${hex
    .slice(1)
    .map((part) => parseInt(part, 16))
    .join(', ')})`;
}

describe('tags on a ticket', () => {
  it('shows a ticket’s tags as chips in their colours', () => {
    renderWithApp(<TagChips tags={[{ id: 4, name: 'Fleet', colour: 'blue' }]} />);
    const chip = within(screen.getByRole('list', { name: 'Tags' })).getByText('Fleet').parentElement!;
    expect(rgb(chip.style.color)).toBe('rgb(30, 64, 175)');
    expect(rgb(chip.style.backgroundColor)).toBe('rgb(219, 234, 254)');
  });

  it('puts on a tag the ticket lacks and takes off one it has', async () => {
    const ticket = aTicket({ id: 7, tags: [{ id: 4, name: 'Fleet', colour: 'blue' }] });
    const requests = mockApi({
      'GET /api/tags': () => ({ body: TAGS }),
      'POST /api/tickets/7/tags': () => ({ body: ticket }),
      'DELETE /api/tickets/7/tags/4': () => ({ body: { ...ticket, tags: [] } }),
    });
    renderWithApp(<TicketTagPicker ticket={ticket} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Add a tag' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Road Hazard']);
    await userEvent.click(options[0]!);
    await waitFor(() => expect(requests.find((call) => call.method === 'POST')?.body).toEqual({ tagId: 9 }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag Fleet' }));
    await waitFor(() =>
      expect(requests.some((call) => call.method === 'DELETE' && call.path === '/api/tickets/7/tags/4')).toBe(
        true,
      ),
    );
  });
});

describe('the tags page', () => {
  it('lets an admin add a tag in a colour of the palette', async () => {
    const requests = mockApi({
      'GET /api/tags': () => ({ body: TAGS }),
      'POST /api/tags': ({ body }) => ({
        status: 201,
        body: { id: 11, ticketCount: 0, createdAt: CREATED, ...(body as object) },
      }),
    });
    renderWithApp(<TagsAdmin mayChange />);
    expect(await screen.findByText('3 tickets')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tag name' }), 'Recall');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tag colour' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Green' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() =>
      expect(requests.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Recall',
        colour: 'green',
      }),
    );
  });

  it('shows the tags without controls to staff who may not change them', async () => {
    mockApi({ 'GET /api/tags': () => ({ body: TAGS }) });
    renderWithApp(<TagsAdmin mayChange={false} />);
    expect(await screen.findByText('Road Hazard')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete tag Fleet' })).toBeNull();
  });
});
