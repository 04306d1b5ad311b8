import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { aUser } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { SignedInApp } from './SignedInApp';

const emptyDashboard = {
  'GET /api/tickets': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
  'GET /api/tickets/stats': () => ({
    body: { totalTickets: 0, openTickets: 0, inProgressTickets: 0, resolvedToday: 0 },
  }),
};

describe('the protected area', () => {
  it('sends a signed-out visitor to /auth', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'Please sign in' } }) });
    const { location } = renderWithApp(<SignedInApp />, { path: '/tickets' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/auth?next=%2Ftickets'));
  });

  it('shows the shell for a plain user without the admin items', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: aUser() }), ...emptyDashboard });
    renderWithApp(<SignedInApp />, { path: '/tickets' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const items = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items).toEqual(['Tickets', 'Customers', 'Dealers', 'Warranties', 'Reports', 'Macros']);
    expect(within(nav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('sam.carter')).toBeInTheDocument();
    expect(within(header).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(header).getByText('Multi-Tenant Platform')).toBeInTheDocument();
    expect(
      await screen.findByText('No tickets found. Create your first ticket to get started.'),
    ).toBeInTheDocument();
  });

  it('gives a global admin the Admin badge, the admin items and the tenant switcher', async () => {
    let admin = aUser({ role: 'global_admin', username: 'admin' });
    const calls = mockApi({
      'GET /api/auth/user': () => ({ body: admin }),
      'GET /api/admin/tenants': () => ({
        body: [
          { id: 1, name: 'Demo Tyre Centre', subdomain: 'demo', isActive: true, createdAt: '' },
          { id: 2, name: 'Coastal Tire & Auto', subdomain: 'coastal', isActive: true, createdAt: '' },
        ],
      }),
      'POST /api/auth/tenant': () => {
        admin = { ...admin, activeTenant: { id: 2, name: 'Coastal Tire & Auto' } };
        return { body: admin };
      },
      ...emptyDashboard,
    });
    renderWithApp(<SignedInApp />, { path: '/admin/users' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Tenant Management' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'User Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(screen.getByRole('banner')).getByText('Admin')).toBeInTheDocument();

    const switcher = screen.getByRole('combobox', { name: 'Active tenant' });
    expect(switcher).toHaveTextContent('Demo Tyre Centre');
    expect(document.title).toBe('Demo Tyre Centre · TreadDesk');
    await userEvent.click(switcher);
    await userEvent.click(await screen.findByRole('option', { name: 'Coastal Tire & Auto' }));
    await waitFor(() => expect(switcher).toHaveTextContent('Coastal Tire & Auto'));
    expect(await screen.findByText('You are now working in Coastal Tire & Auto.')).toBeInTheDocument();
    expect(document.title).toBe('Coastal Tire & Auto · TreadDesk');
    expect(calls.find((call) => call.path === '/api/auth/tenant')?.body).toEqual({ tenantId: 2 });
    // Every query is refreshed for the new tenant.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/admin/tenants')).toHaveLength(2));
  });

  it('toggles the sidebar from icons to labels with the menu button', async () => {
    mockApi({ 'GET /api/auth/user': () => ({ body: aUser() }), ...emptyDashboard });
    renderWithApp(<SignedInApp />, { path: '/tickets' });
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveClass('w-sidebar-collapsed');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('w-sidebar-expanded');
  });
});
