import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TenantsPage } from '../../pages/TenantsPage';
import { UsersPage } from '../../pages/UsersPage';
import { mockApi } from '../../test/fetch-mock';
import { aPage, aTenant, aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

const DENIED = "You don't have access to this page";

describe('the admin pages’ guards', () => {
  it('refuse a plain user on both pages without calling the admin API', async () => {
    const calls = mockApi({ 'GET /api/auth/user': () => ({ body: aUser() }) });
    renderWithApp(<TenantsPage />, { path: '/admin/tenants' });
    expect(await screen.findByText(DENIED)).toBeInTheDocument();
    expect(screen.getByText('Tenant management is for global admins only.')).toBeInTheDocument();
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    expect(await screen.findAllByText(DENIED)).toHaveLength(2);
    expect(calls.every((call) => !call.path.startsWith('/api/admin'))).toBe(true);
  });

  it('refuse a tenant admin on tenants but let them manage users', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: aUser({ username: 'maria.lopez', role: 'tenant_admin' }) }),
      'GET /api/admin/users': () => aPage([aUser({ id: 3 })]),
    });
    renderWithApp(<TenantsPage />, { path: '/admin/tenants' });
    expect(await screen.findByText(DENIED)).toBeInTheDocument();
    renderWithApp(<UsersPage />, { path: '/admin/users' });
    expect(await screen.findByRole('article', { name: 'sam.carter' })).toBeInTheDocument();
  });

  it('show a global admin the tenants with their counts and read-only status switches', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: aUser({ username: 'admin', role: 'global_admin' }) }),
      'GET /api/admin/tenants': () =>
        aPage([aTenant(), aTenant({ id: 3, name: 'Closed Tyres', subdomain: null, isActive: false })], 2),
    });
    renderWithApp(<TenantsPage />, { path: '/admin/tenants' });
    const card = await screen.findByRole('article', { name: 'Coastal Tire & Auto' });
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('coastal');
    expect(card).toHaveTextContent('Users: Coming Soon');
    expect(card).toHaveTextContent('ID: 2');
    const closed = screen.getByRole('article', { name: 'Closed Tyres' });
    expect(closed).toHaveTextContent('Inactive');
    expect(closed).toHaveTextContent('No subdomain');
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    const stat = (label: string) => screen.getByText(label).parentElement!.parentElement!;
    await waitFor(() => expect(stat('Active Tenants')).toHaveTextContent('1'));
    expect(stat('Total Tenants')).toHaveTextContent('2');
  });
});
