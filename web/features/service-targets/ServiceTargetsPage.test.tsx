import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServiceTargetPolicyInput, ServiceTargetsAnswer } from '@domain/service-targets';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { ServiceTargetsPage } from './ServiceTargetsPage';

const day = { start: '08:30', end: '17:30' };
const STORED: ServiceTargetsAnswer = {
  policy: {
    timeZone: 'America/Chicago',
    hours: {
      sunday: null,
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: null,
    },
    holidays: ['2026-12-25'],
    targets: {
      high: { firstResponse: 45, nextResponse: 90, resolution: 600 },
      medium: { firstResponse: 240, nextResponse: 480, resolution: 1440 },
      low: { firstResponse: 480, nextResponse: 960, resolution: 2880 },
    },
  },
  updatedAt: '2026-11-30T10:00:00.000Z',
  recomputing: false,
};

describe('the service targets page', () => {
  it('shows the stored policy and sends it whole, with the changes typed', async () => {
    const calls = mockApi({
      'GET /api/service-targets': () => ({ body: STORED }),
      'PUT /api/service-targets': () => ({ body: { ...STORED, recomputing: true } }),
    });
    renderWithApp(<ServiceTargetsPage />);
    expect(await screen.findByDisplayValue('America/Chicago')).toBeInTheDocument();
    expect(screen.getByLabelText('Monday opens')).toHaveValue('08:30');
    expect(screen.queryByLabelText('Saturday opens')).not.toBeInTheDocument();
    const first = screen.getByLabelText('High: First response');
    expect(first).toHaveValue('45');
    await userEvent.clear(first);
    await userEvent.type(first, '30');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Targets' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')!.body as ServiceTargetPolicyInput;
    expect(body.targets.high).toEqual({ firstResponse: 30, nextResponse: 90, resolution: 600 });
    expect(body.hours.saturday).toEqual({ start: '09:00', end: '17:00' });
    expect(body.hours.sunday).toBeNull();
    expect(body.holidays).toEqual(['2026-12-25']);
    expect(
      await screen.findByText('Service targets saved. Open tickets are being updated.'),
    ).toBeInTheDocument();
  });

  it('starts from weekdays when none is set, and shows the fields the server refuses', async () => {
    mockApi({
      'GET /api/service-targets': () => ({ body: { policy: null, updatedAt: null, recomputing: false } }),
      'PUT /api/service-targets': () => ({
        status: 400,
        body: {
          message: 'Time zone must be an IANA name such as Europe/London',
          code: 'VALIDATION_ERROR',
          fieldErrors: {
            timeZone: ['Time zone must be an IANA name such as Europe/London'],
            'targets.low.resolution': ['Minutes must be at least 1'],
          },
        },
      }),
    });
    renderWithApp(<ServiceTargetsPage />);
    expect(await screen.findByText('No targets are set yet: tickets have no due time.')).toBeInTheDocument();
    expect(screen.getByLabelText('Friday opens')).toHaveValue('09:00');
    expect(screen.queryByLabelText('Sunday opens')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Targets' }));
    expect(
      await screen.findAllByText('Time zone must be an IANA name such as Europe/London'),
    ).not.toHaveLength(0);
    expect(screen.getByText('Minutes must be at least 1')).toBeInTheDocument();
  });

  it('shows the claims’ authorization target and sends it, or none when cleared', async () => {
    const stored = { ...STORED, policy: { ...STORED.policy!, authorization: 720 } };
    const calls = mockApi({
      'GET /api/service-targets': () => ({ body: stored }),
      'PUT /api/service-targets': () => ({ body: stored }),
    });
    renderWithApp(<ServiceTargetsPage />);
    const field = await screen.findByLabelText('Authorization decision');
    expect(field).toHaveValue('720');
    await userEvent.clear(field);
    await userEvent.type(field, '95');
    await userEvent.click(screen.getByRole('button', { name: 'Save Targets' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(
      (calls.find((call) => call.method === 'PUT')!.body as ServiceTargetPolicyInput).authorization,
    ).toBe(95);
    await userEvent.clear(screen.getByLabelText('Authorization decision'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Targets' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]!.body).not.toHaveProperty('authorization');
  });
});
