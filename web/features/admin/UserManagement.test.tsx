import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@domain/api-types';
import { mockApi } from '../../test/fetch-mock';
import { aPage, aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { UserManagement } from './UserManagement';

const admin = aUser({ id: 1, username: 'admin', email: 'admin@treaddesk.local', role: 'global_admin' });
const maria = aUser({
  id: 2,
  username: 'maria.lopez',
  email: 'maria@demo.example.com',
  role: 'tenant_admin',
});
const COUNTS: Record<string, number> = { all: 9, global_admin: 2, tenant_admin: 3, user: 4 };

function usersApi(users: User[], patched: User[] = []) {
  return mockApi({
    'GET /api/admin/users': ({ url }) => {
      const role = url.searchParams.get('role') ?? 'all';
      if (url.searchParams.get('limit') === '1') return aPage([], COUNTS[role]);
      return aPage(role === 'all' ? users : users.filter((user) => user.role === role));
    },
    'PATCH /api/admin/users/3': ({ body }) => {
      const index = users.findIndex((one) => one.id === 3);
      const user = { ...users[index]!, ...(body as Partial<User>) };
      users[index] = user;
      patched.push(user);
      return { body: user };
    },
  });
}

function stat(label: string) {
  return within(screen.getByRole('region', { name: 'Summary' })).getByText(label).parentElement!
    .parentElement!;
}

describe('User Management', () => {
  it('counts users per role on the server and filters the list by role', async () => {
    const calls = usersApi([admin, maria, aUser({ id: 3 })]);
    renderWithApp(<UserManagement actor={admin} />, { path: '/admin/users' });
    const card = await screen.findByRole('article', { name: 'maria.lopez' });
    expect(within(card).getByText('Tenant Admin')).toBeInTheDocument();
    expect(within(card).getByText('Demo Tyre Centre')).toBeInTheDocument();
    expect(within(card).getByText('ID: 2')).toBeInTheDocument();
    await waitFor(() => expect(stat('Total Users')).toHaveTextContent('9'));
    expect(stat('Global Admins')).toHaveTextContent('2');
    expect(stat('Tenant Admins')).toHaveTextContent('3');
    expect(stat('Regular Users')).toHaveTextContent('4');
    // Your own card has no Disable.
    const own = screen.getByRole('article', { name: 'admin' });
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Role filter' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Roles',
      'Global Admin',
      'Tenant Admin',
      'User',
      'Dealer',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Tenant Admin' }));
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?role=tenant_admin&limit=12&offset=0'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'admin' })).not.toBeInTheDocument());
  });

  it('asks before disabling, marks the user Disabled, and enables again at once', async () => {
    const patched: User[] = [];
    const calls = usersApi([admin, aUser({ id: 3 })], patched);
    renderWithApp(<UserManagement actor={admin} />, { path: '/admin/users' });
    const card = await screen.findByRole('article', { name: 'sam.carter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Disable' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Disable user' });
    expect(confirm).toHaveTextContent('Disable user "sam.carter"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Disable' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('User disabled successfully')).toBeInTheDocument();
    // The list is refreshed: the card now says Disabled and offers Enable.
    const refreshed = await screen.findByRole('article', { name: 'sam.carter' });
    expect(await within(refreshed).findByText('Disabled')).toBeInTheDocument();
    expect(within(refreshed).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      email: 'sam.carter@demo.example.com',
      username: 'sam.carter',
      isDisabled: true,
    });
    expect(patched[0]?.isDisabled).toBe(true);
  });

  it('shows a disabled user clearly, with Enable that needs no confirmation', async () => {
    const calls = usersApi([admin, aUser({ id: 3, isDisabled: true })]);
    renderWithApp(<UserManagement actor={admin} />, { path: '/admin/users' });
    const card = await screen.findByRole('article', { name: 'sam.carter' });
    expect(within(card).getByText('Disabled')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Enable' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ isDisabled: false }),
    );
    expect(await screen.findByText('User enabled successfully')).toBeInTheDocument();
  });

  it('for a tenant admin leaves out global admins: no such card, filter or request', async () => {
    const calls = usersApi([maria, aUser({ id: 3 })]);
    renderWithApp(<UserManagement actor={maria} />, { path: '/admin/users' });
    await screen.findByRole('article', { name: 'sam.carter' });
    await waitFor(() => expect(stat('Regular Users')).toHaveTextContent('4'));
    expect(screen.queryByText('Global Admins')).not.toBeInTheDocument();
    expect(calls.some((call) => call.search.includes('role=global_admin'))).toBe(false);
    await userEvent.click(screen.getByRole('combobox', { name: 'Role filter' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Roles',
      'Tenant Admin',
      'User',
      'Dealer',
    ]);
  });

  it('turns a 403 from the server into the not-allowed state', async () => {
    mockApi({ 'GET /api/admin/users': () => ({ status: 403, body: { message: 'Forbidden' } }) });
    renderWithApp(<UserManagement actor={maria} />, { path: '/admin/users' });
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
  });
});
