import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@domain/search';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-value';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { GlobalSearch } from './GlobalSearch';

const result = (overrides: Partial<SearchResult>): SearchResult => ({
  kind: 'ticket',
  id: 1,
  label: '#TK-001',
  title: 'Sidewall bulge',
  matchedIn: 'subject',
  snippet: { text: 'Sidewall bulge', marks: [] },
  isExact: false,
  matchedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const FOUND: SearchResult[] = [
  result({
    id: 12,
    label: '#TK-012',
    title: 'Tread separation on rear axle',
    snippet: { text: 'Tread separation on rear axle', marks: [{ start: 0, end: 5 }] },
  }),
  result({
    kind: 'customer',
    id: 7,
    label: '5551234567',
    title: 'Tread Alvarez',
    matchedIn: 'customer',
    snippet: { text: 'Tread Alvarez · 5551234567', marks: [{ start: 0, end: 5 }] },
  }),
  result({
    id: 30,
    label: '#TK-030',
    title: 'Slow leak',
    matchedIn: 'note',
    snippet: { text: 'Checked the <b>tread</b> depth', marks: [{ start: 15, end: 20 }] },
  }),
];

function renderSearch() {
  const calls = mockApi({
    'GET /api/search': ({ url }) => ({ body: url.searchParams.get('q') === 'tread' ? FOUND : [] }),
  });
  return { ...renderWithApp(<GlobalSearch />, { path: '/customers' }), calls };
}

const box = () => screen.getByRole('combobox', { name: 'Search everything' });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** One animation frame: the shortcut focuses the box in the next one, so after it the box has focus or never will. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

describe('search everything in the header', () => {
  it('groups the ranked results by kind, with the matched words marked and markup shown as text', async () => {
    renderSearch();
    await userEvent.type(box(), 'tread');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (group) => group.getAttribute('aria-labelledby') && within(group).getAllByRole('option').length,
      ),
    ).toEqual([2, 1]);
    expect(within(groups[0]!).getByText('Tickets')).toBeInTheDocument();
    expect(within(groups[1]!).getByText('Customers')).toBeInTheDocument();
    const [first, second] = within(groups[0]!).getAllByRole('option');
    expect(first).toHaveTextContent('#TK-012Tread separation on rear axleSubject');
    expect(second).toHaveTextContent('Note');
    expect(second!.querySelector('mark')?.textContent).toBe('tread');
    expect(second).toHaveTextContent('Checked the <b>tread</b> depth');
    expect(second!.querySelector('b')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('3 matches');
  });

  it('says when a ticket was found by a tag it carries', async () => {
    const byTag = result({
      id: 44,
      label: '#TK-044',
      title: 'Rim dented on a kerb',
      matchedIn: 'tag',
      snippet: { text: 'Fleet, Quillback Haulage', marks: [{ start: 7, end: 16 }] },
    });
    mockApi({ 'GET /api/search': () => ({ body: [byTag] }) });
    renderWithApp(<GlobalSearch />, { path: '/customers' });
    await userEvent.type(box(), 'quillback');
    const [option] = within(await screen.findByRole('listbox', { name: 'Search results' })).getAllByRole(
      'option',
    );
    expect(option).toHaveTextContent('#TK-044Rim dented on a kerbTag');
    expect(option!.querySelector('mark')?.textContent).toBe('Quillback');
  });

  it('moves through the options with the arrows and opens the chosen one with Enter', async () => {
    const { location } = renderSearch();
    await userEvent.type(box(), 'tread');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getAllByRole('option')[1]!;
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/tickets/30'));
    expect(box()).toHaveValue('');
  });

  it('opens a customer by click, and says when nothing matches', async () => {
    const { location } = renderSearch();
    await userEvent.type(box(), 'tread');
    await userEvent.click(await screen.findByRole('option', { name: /Tread Alvarez/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/customers/7'));
    await userEvent.type(box(), 'zzz');
    expect(await screen.findByText('No matches for “zzz”.', { selector: 'p' })).toBeInTheDocument();
  });

  it('asks nothing for a single character, and closes on Escape', async () => {
    // The debounce runs on fake time, so "nothing was asked" is checked past it without waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = renderSearch();
    await user.type(box(), 't');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(calls.filter((call) => call.path === '/api/search')).toEqual([]);
    await user.type(box(), 'read');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the focus on "/" from the page, but not while typing elsewhere or with shortcuts off', async () => {
    renderSearch();
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    await userEvent.keyboard('/');
    expect(other).toHaveValue('/');
    expect(box()).not.toHaveFocus();

    other.blur();
    fireEvent.keyDown(document.body, { key: '/' });
    await waitFor(() => expect(box()).toHaveFocus());
    box().blur();

    localStorage.setItem('treaddesk:shortcuts', 'off');
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(true); // not taken: the default stays
    await nextFrame();
    expect(box()).not.toHaveFocus();
    other.remove();
  });
});
