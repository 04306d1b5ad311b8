import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLAIM_SETTINGS } from '@domain/claim-policy';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { ClaimSettingsDialog } from './ClaimSettingsDialog';

describe('the claim settings dialog', () => {
  it('shows the policy and saves the tread unit, four-eyes, agents authorizing and their limit in dollars', async () => {
    const calls = mockApi({
      'PATCH /api/warranties/settings': ({ body }) => ({
        body: { ...DEFAULT_CLAIM_SETTINGS, ...(body as object) },
      }),
    });
    const onClose = vi.fn();
    renderWithApp(<ClaimSettingsDialog settings={DEFAULT_CLAIM_SETTINGS} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Claim settings' });
    const fourEyes = within(dialog).getByRole('switch', { name: 'Four-eyes rule' });
    expect(fourEyes).toBeChecked();
    const limit = within(dialog).getByRole('textbox', { name: /Agents' limit/ });
    expect(limit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Agents may authorize' }));
    await userEvent.type(limit, '1,250.5');
    await userEvent.click(fourEyes);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tread depths of new claims' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Millimetres' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      ...DEFAULT_CLAIM_SETTINGS,
      treadUnit: 'mm',
      fourEyes: false,
      agentsMayAuthorize: true,
      agentAuthorizationLimitCents: 125_050,
    });
  });

  it('refuses a limit that is not an amount, without saving', async () => {
    const calls = mockApi({});
    renderWithApp(
      <ClaimSettingsDialog
        settings={{ ...DEFAULT_CLAIM_SETTINGS, agentsMayAuthorize: true }}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Claim settings' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Agents' limit/ }), 'lots');
    expect(within(dialog).getByText('Enter an amount in dollars, e.g. 250.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(calls).toEqual([]);
  });
});
