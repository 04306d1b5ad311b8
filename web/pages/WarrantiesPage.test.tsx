import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WarrantiesPage } from './WarrantiesPage';
import { mockApi } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';

describe('/warranties', () => {
  it('is the spec’s static placeholder: four zero counters, the empty state and View Tickets', async () => {
    const calls = mockApi({});
    const { location } = renderWithApp(<WarrantiesPage />, { path: '/warranties' });
    for (const label of ['Total Warranties', 'Active Claims', 'Expired', 'Processing']) {
      expect(screen.getByText(label).parentElement!.parentElement!).toHaveTextContent(`${label}0`);
    }
    expect(screen.getByText('No warranties found')).toBeInTheDocument();
    expect(screen.getByText(/normally created from tickets/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search warranties' }), 'anything');
    const create = screen.getByRole('button', { name: /^Create Warranty/ });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(create);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'View Tickets' }));
    expect(location.history?.at(-1)).toBe('/tickets');
    expect(calls).toHaveLength(0);
  });
});
