import { expect, test } from '@playwright/test';
import type { Ticket } from '../../domain/api-types';
import { apiJson } from '../support/api';
import { AGENT, signIn } from '../support/session';
import { createOwnTicket, openTicket } from '../support/tickets';

test('the call transcripts panel shows each call as the spec describes', async ({ page }) => {
  await signIn(page, AGENT);
  const tickets = await apiJson<Ticket[]>(page.request, '/api/tickets?limit=60&status=closed');
  let withCalls: {
    ticket: Ticket;
    calls: { callSid: string; duration: number; agentType: string }[];
  } | null = null;
  for (const ticket of tickets) {
    const calls = await apiJson<{ callSid: string; duration: number; agentType: string }[]>(
      page.request,
      `/api/tickets/${ticket.id}/transcripts`,
    );
    if (calls.length > 0) {
      withCalls = { ticket, calls };
      break;
    }
  }
  expect(withCalls, 'a sample ticket with call transcripts').not.toBeNull();
  const { ticket, calls } = withCalls!;
  const dialog = await openTicket(page, ticket);
  const panel = dialog.getByRole('region', { name: 'Call Transcripts' });
  await expect(panel.getByText(calls.length === 1 ? '1 call' : `${calls.length} calls`)).toBeVisible();
  const call = calls[0]!;
  await expect(panel.getByText(`#${call.callSid}`)).toBeVisible();
  const duration = `${Math.floor(call.duration / 60)}:${String(call.duration % 60).padStart(2, '0')}`;
  await expect(panel.getByText(duration, { exact: true })).toBeVisible();
  const agent = call.agentType.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
  await expect(panel.getByText(agent, { exact: true }).first()).toBeVisible();
  await expect(panel.getByText('Customer, AI agent').first()).toBeVisible();
  await expect(panel.getByText(/^Received /).first()).toBeVisible();

  await page.keyboard.press('Escape');
  const own = await createOwnTicket(page, 'NoCall');
  const empty = await openTicket(page, own);
  const ownPanel = empty.getByRole('region', { name: 'Call Transcripts' });
  await expect(ownPanel.getByText('0 calls')).toBeVisible();
  await expect(ownPanel.getByText('No call transcripts available for this ticket.')).toBeVisible();
});
