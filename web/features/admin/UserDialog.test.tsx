import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aPage, aTenant, aUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { UserDialog } from './UserDialog';

const DEMO = aTenant({ id: 1, name: 'Demo Tyre Centre', subdomain: 'demo' });
const COASTAL = aTenant();
const admin = aUser({
  id: 1,
  username: 'admin',
  role: 'global_admin',
  activeTenant: { id: 1, name: DEMO.name },
});
const mariaLopez = aUser({ id: 5, username: 'maria.lopez', role: 'tenant_admin' });
const sam = aUser({ id: 3 });
const tenantsApi = { 'GET /api/admin/tenants': () => aPage([COASTAL, DEMO]) };

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function optionsOf(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return options;
}

describe('creating a user', () => {
  it('says once that email, username and password are required, then checks their format', async () => {
    const calls = mockApi(tenantsApi);
    renderWithApp(<UserDialog actor={admin} user={null} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Create New User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findAllByText('Email, username, and password are required')).toHaveLength(1);
    for (const field of ['Email', 'Username', 'Password']) {
      expect(within(dialog).getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'pat.new');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(within(dialog).queryByText('Email, username, and password are required')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('defaults to the User role in the active tenant and sends the tenant id as a number', async () => {
    const calls = mockApi({ ...tenantsApi, 'POST /api/admin/users': () => ({ status: 201, body: sam }) });
    const onClose = vi.fn();
    renderWithApp(<UserDialog actor={admin} user={null} onClose={onClose} />);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('User');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveTextContent(DEMO.name),
    );
    expect(await optionsOf('Role')).toEqual(['User', 'Tenant Admin', 'Global Admin']);
    expect(await optionsOf('Tenant')).toEqual(['No tenant', 'Coastal Tire & Auto', 'Demo Tyre Centre']);
    await userEvent.type(screen.getByLabelText('Email'), 'Pat.New@Example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'pat.new');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password-1');
    await choose('Tenant', 'Coastal Tire & Auto');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'pat.new@example.com',
      username: 'pat.new',
      password: 'a-long-password-1',
      role: 'user',
      tenantId: 2,
    });
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
  });

  it('sends “No tenant” as null for a global admin, and asks for a tenant for other roles', async () => {
    const calls = mockApi({ ...tenantsApi, 'POST /api/admin/users': () => ({ status: 201, body: sam }) });
    renderWithApp(<UserDialog actor={admin} user={null} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText('Email'), 'root2@example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'root2');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password-2');
    await choose('Tenant', 'No tenant');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Choose a tenant for this role')).toBeInTheDocument();
    await choose('Role', 'Global Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        role: 'global_admin',
        tenantId: null,
      }),
    );
  });

  it('gives a tenant admin no global admin role and only their own tenant', async () => {
    const calls = mockApi({ 'POST /api/admin/users': () => ({ status: 201, body: sam }) });
    renderWithApp(<UserDialog actor={mariaLopez} user={null} onClose={() => {}} />);
    expect(await optionsOf('Role')).toEqual(['User', 'Tenant Admin']);
    const tenant = screen.getByRole('combobox', { name: 'Tenant' });
    expect(tenant).toHaveTextContent('Demo Tyre Centre');
    expect(tenant).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'new.agent@example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'new.agent');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password-3');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ role: 'user', tenantId: 1 }),
    );
    // A tenant admin may not list tenants: the dialog never asks.
    expect(calls.some((call) => call.path === '/api/admin/tenants')).toBe(false);
  });
});

describe('editing a user', () => {
  it('needs email and username, keeps the password unless a new one is typed', async () => {
    const calls = mockApi({ ...tenantsApi, 'PATCH /api/admin/users/3': () => ({ body: sam }) });
    const onClose = vi.fn();
    renderWithApp(<UserDialog actor={admin} user={sam} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(await within(dialog).findAllByText('Email and username are required')).toHaveLength(1);
    await userEvent.type(within(dialog).getByLabelText('Email'), 'sam.c@demo.example.com');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'sam.c');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      email: 'sam.c@demo.example.com',
      username: 'sam.c',
      role: 'user',
      tenantId: 1,
    });
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it('sends a new password of 12 or more characters, and the server’s message on failure', async () => {
    const calls = mockApi({
      ...tenantsApi,
      'PATCH /api/admin/users/3': () => ({
        status: 409,
        body: { message: 'That username or e-mail cannot be used' },
      }),
    });
    renderWithApp(<UserDialog actor={admin} user={sam} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText('New Password (optional)'), 'too-short');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New Password (optional)'), '-now-long');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('That username or e-mail cannot be used')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      password: 'too-short-now-long',
    });
  });

  it('confirms a delete with the spec’s sentence and deletes on Delete', async () => {
    const calls = mockApi({ ...tenantsApi, 'DELETE /api/admin/users/3': () => ({ status: 204 }) });
    const onClose = vi.fn();
    renderWithApp(<UserDialog actor={admin} user={sam} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete User' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete user "sam.carter"? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/admin/users/3')).toBe(true);
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
  });

  it('locks your own role and tenant and offers no delete of your own account', async () => {
    const calls = mockApi({ ...tenantsApi, 'PATCH /api/admin/users/1': () => ({ body: admin }) });
    renderWithApp(<UserDialog actor={admin} user={admin} onClose={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeDisabled();
    expect(screen.getAllByText('You cannot change your own role or tenant.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        email: admin.email,
        username: 'admin',
      }),
    );
  });

  it('asks for your current password with your own new password or e-mail, and only there', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        message: 'The current password is not correct',
        code: 'VALIDATION_ERROR',
        fieldErrors: { currentPassword: ['The current password is not correct'] },
      },
    };
    const calls = mockApi({ ...tenantsApi, 'PATCH /api/admin/users/5': () => answer });
    const onClose = vi.fn();
    renderWithApp(<UserDialog actor={mariaLopez} user={mariaLopez} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    await userEvent.type(within(dialog).getByLabelText('New Password (optional)'), 'rotated-tread-depth-9');
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'a-wrong-guess-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(await within(dialog).findByText('The current password is not correct')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      email: mariaLopez.email,
      username: 'maria.lopez',
      password: 'rotated-tread-depth-9',
      currentPassword: 'a-wrong-guess-1',
    });
    answer = { status: 200, body: mariaLopez };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('never asks for a current password when editing someone else', async () => {
    mockApi(tenantsApi);
    renderWithApp(<UserDialog actor={mariaLopez} user={sam} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });
});
