import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { aTenant } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TenantDialog } from './TenantDialog';

const CONFIRM = 'Are you sure you want to delete tenant "Coastal Tire & Auto"? This action cannot be undone.';

describe('the tenant dialog', () => {
  it('requires a name, then creates an active tenant with a blank subdomain sent as null', async () => {
    const calls = mockApi({ 'POST /api/admin/tenants': () => ({ status: 201, body: aTenant({ id: 9 }) }) });
    const onClose = vi.fn();
    renderWithApp(<TenantDialog tenant={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Create New Tenant' });
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Delete Tenant' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Tenant' }));
    expect(await within(dialog).findByText('Tenant name is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Tenant Name'), 'Harbour Tyres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Tenant' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/tenants',
      body: { name: 'Harbour Tyres', subdomain: null, isActive: true },
    });
    expect(await screen.findByText('Tenant created successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('shows a taken subdomain beside the field and the server’s message in the toast', async () => {
    mockApi({
      'POST /api/admin/tenants': () => ({
        status: 409,
        body: {
          message: 'That subdomain is already in use',
          code: 'CONFLICT',
          fieldErrors: { subdomain: ['That subdomain is already in use'] },
        },
      }),
    });
    const onClose = vi.fn();
    renderWithApp(<TenantDialog tenant={null} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Tenant Name'), 'Coastal Two');
    await userEvent.type(screen.getByLabelText('Subdomain (optional)'), 'coastal');
    await userEvent.click(screen.getByRole('button', { name: 'Create Tenant' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('ErrorThat subdomain is already in use');
    expect(screen.getByLabelText('Subdomain (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to “Failed to update tenant” and saves edits with PATCH', async () => {
    const calls = mockApi({ 'PATCH /api/admin/tenants/2': () => ({ status: 500, body: '' }) });
    renderWithApp(<TenantDialog tenant={aTenant()} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Manage Tenant' });
    expect(within(dialog).getByLabelText('Tenant Name')).toHaveValue('Coastal Tire & Auto');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Tenant' }));
    expect(await screen.findByText('Failed to update tenant')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ name: 'Coastal Tire & Auto', subdomain: 'coastal', isActive: false });
  });

  it('asks before deleting; Cancel deletes nothing', async () => {
    const calls = mockApi({});
    renderWithApp(<TenantDialog tenant={aTenant()} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tenant' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete tenant' });
    expect(confirm).toHaveTextContent(CONFIRM);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a 409 on delete shows the server’s message; a success closes with the toast', async () => {
    let answer = {
      status: 409,
      body: { message: 'This tenant still has users or records. Deactivate it instead of deleting it.' },
    };
    const calls = mockApi({ 'DELETE /api/admin/tenants/2': () => answer });
    const onClose = vi.fn();
    renderWithApp(<TenantDialog tenant={aTenant()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tenant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'This tenant still has users or records. Deactivate it instead of deleting it.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    answer = { status: 204, body: { message: '' } };
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tenant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Tenant deleted successfully')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/admin/tenants/2',
      'DELETE /api/admin/tenants/2',
    ]);
  });
});
