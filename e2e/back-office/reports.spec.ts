import { expect, test } from '@playwright/test';
import type { ReportSummary } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { AGENT, signIn } from '../support/session';

test('the Reports dialog shows the server’s figures on four tabs', async ({ page }) => {
  await signIn(page, AGENT);
  const answer = page.waitForResponse('**/api/reports/summary');
  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  const report = (await (await answer).json()) as ReportSummary;
  const dialog = page.getByRole('dialog', { name: 'Warranty Claims Reports & Analytics' });
  const tile = (label: string) => dialog.getByText(label, { exact: true }).locator('xpath=../..');

  await expect(dialog.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(tile('Total Tickets')).toContainText(String(report.totalTickets));
  await expect(tile('Warranty Claims')).toContainText(String(report.totalClaims));
  await expect(tile('Average Claim %')).toContainText(`${report.averageClaimPercent}%`);
  await expect(dialog.getByRole('progressbar', { name: 'Resolution Rate' })).toHaveAttribute(
    'aria-valuenow',
    String(report.resolutionRate),
  );

  await dialog.getByRole('tab', { name: 'Tickets' }).click();
  await expect(tile('Customer Tickets')).toContainText(String(report.customerTickets));
  await expect(tile('Dealer Tickets')).toContainText(String(report.dealerTickets));
  await expect(tile('High Priority')).toContainText(String(report.highPriorityTickets));

  // Keyboard: arrow keys move between tabs.
  await dialog.getByRole('tab', { name: 'Tickets' }).press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Claims' })).toHaveAttribute('aria-selected', 'true');
  await expect(tile('With Mileage Data')).toContainText(String(report.claimsWithMileageData));
  await expect(tile('With Tread Data')).toContainText(String(report.claimsWithTreadData));

  await dialog.getByRole('tab', { name: 'Activity' }).click();
  const recent = dialog.getByRole('list', { name: 'Recent Tickets' }).getByRole('listitem');
  await expect(recent).toHaveCount(Math.min(5, report.recentTickets.length));
  await expect(recent.first()).toContainText(ticketLabel(report.recentTickets[0]!));
  await expect(dialog.getByRole('list', { name: 'Recent Claims' }).getByRole('listitem')).toHaveCount(
    Math.min(5, report.recentClaims.length),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
