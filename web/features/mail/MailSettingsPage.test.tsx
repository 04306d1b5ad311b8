import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MailSettings } from '@domain/mail';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { MailSettingsPage } from './MailSettingsPage';

const SETTINGS: MailSettings = {
  supportAddress: 'support@alpha.test',
  supportName: null,
  smtpHost: 'smtp.alpha.test',
  smtpPort: 587,
  smtpSecure: false,
  smtpUser: 'support',
  smtpPasswordSet: true,
  imapHost: null,
  imapPort: null,
  imapSecure: false,
  imapUser: null,
  imapPasswordSet: false,
  imapMailbox: 'INBOX',
  reopenWithinDays: 30,
  satisfactionSurveys: false,
  lastPollAt: null,
  lastPollResult: null,
  lastPollError: 'Authentication failed',
  canStorePasswords: true,
};

describe('the mail settings page', () => {
  it('keeps a stored password unless a new one is typed, and shows the server test result', async () => {
    const calls = mockApi({
      'GET /api/mail-settings': () => ({ body: SETTINGS }),
      'PATCH /api/mail-settings': () => ({ body: { ...SETTINGS, supportName: 'Alpha Support' } }),
      'POST /api/mail-settings/test': () => ({ body: { ok: false, message: 'authentication failed' } }),
      'GET /api/canned-replies': () => ({ body: [] }),
    });
    renderWithApp(<MailSettingsPage />);
    expect(await screen.findByDisplayValue('smtp.alpha.test')).toBeInTheDocument();
    expect(screen.getByText('Stored (leave empty to keep it)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Sender name'), 'Alpha Support');
    await userEvent.click(screen.getByRole('button', { name: 'Save Mail Settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!.body as Record<string, unknown>;
    expect(patch).toMatchObject({ supportName: 'Alpha Support', smtpHost: 'smtp.alpha.test', smtpPort: 587 });
    expect(patch).not.toHaveProperty('smtpPassword');
    await userEvent.click(screen.getByRole('button', { name: 'Test SMTP' }));
    expect(await screen.findByText('authentication failed')).toBeInTheDocument();
    expect(screen.getByText('No canned replies yet.')).toBeInTheDocument();
  });

  it('shows a refused test in place of the last result', async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: { ok: false, message: 'timed out' },
    };
    mockApi({
      'GET /api/mail-settings': () => ({ body: SETTINGS }),
      'POST /api/mail-settings/test': () => answer,
      'GET /api/canned-replies': () => ({ body: [] }),
    });
    renderWithApp(<MailSettingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Test SMTP' }));
    expect(await screen.findByText('timed out')).toBeInTheDocument();
    answer = {
      status: 429,
      body: { message: 'Too many connection tests. Please wait before testing again.', code: 'RATE_LIMITED' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Test SMTP' }));
    expect(
      await screen.findByText('Too many connection tests. Please wait before testing again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('timed out')).not.toBeInTheDocument();
  });

  it('sends the reopening window as typed and shows the refusal beside it', async () => {
    const calls = mockApi({
      'GET /api/mail-settings': () => ({ body: SETTINGS }),
      'PATCH /api/mail-settings': () => ({
        status: 400,
        body: {
          message: 'Enter a whole number of days',
          code: 'VALIDATION_ERROR',
          fieldErrors: { reopenWithinDays: ['Enter a whole number of days'] },
        },
      }),
      'GET /api/canned-replies': () => ({ body: [] }),
    });
    renderWithApp(<MailSettingsPage />);
    const days = await screen.findByLabelText('A reply reopens a closed ticket for (days)');
    expect(days).toHaveValue('30');
    await userEvent.clear(days);
    await userEvent.type(days, '14.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Mail Settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({ reopenWithinDays: '14.5' });
    expect(await screen.findAllByText('Enter a whole number of days')).not.toHaveLength(0);
  });

  it('switches the satisfaction surveys on with the other settings', async () => {
    const calls = mockApi({
      'GET /api/mail-settings': () => ({ body: SETTINGS }),
      'PATCH /api/mail-settings': () => ({ body: { ...SETTINGS, satisfactionSurveys: true } }),
      'GET /api/canned-replies': () => ({ body: [] }),
    });
    renderWithApp(<MailSettingsPage />);
    const ask = await screen.findByRole('checkbox', { name: 'Ask customers to rate closed tickets' });
    expect(ask).not.toBeChecked();
    await userEvent.click(ask);
    await userEvent.click(screen.getByRole('button', { name: 'Save Mail Settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({ satisfactionSurveys: true });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Ask customers to rate closed tickets' })).toBeChecked(),
    );
  });
});
