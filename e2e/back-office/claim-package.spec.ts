import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import type { WarrantyClaim } from '../../domain/api-types';
import { ticketLabel } from '../../domain/tickets';
import { apiPost, uniqueToken } from '../support/api';
import { tyrePhoto } from '../support/photos';
import { review, saveScreenshot, VIEWPORTS } from '../support/screenshots';
import { AGENT, signedInPage, signIn, TENANT_ADMIN, watchConsole } from '../support/session';
import { createOwnTicket, findTicketRow } from '../support/tickets';

/**
 * A ticket with a mileage claim the agent filed and the admin on `page` authorized (the four-eyes
 * rule), a tread photo on the claim, and a note.
 */
async function ticketWithClaim(page: Page, browser: Browser, token: string) {
  const filer = await signedInPage(browser, AGENT);
  const ticket = await createOwnTicket(filer, 'Package');
  const claim = await apiPost<WarrantyClaim>(filer.request, '/api/warranties', {
    ticketId: ticket.id,
    claimTicketAdjustmentNumber: token,
    authorizationCode: 'AUTH-4410',
    tireBrand: 'Michelin',
    tireModel: 'Defender2',
    tireSize: '225/45R17',
    creditBasisName: 'Mileage',
    mileageProrationMileageOn: 0,
    mileageProrationMileageOff: 50_000,
    mileageProrationMIWarranted: 80_000,
    sellingPriceCents: 8_000,
  });
  await apiPost(filer.request, `/api/warranties/${claim.id}/transitions`, { to: 'pending_authorization' });
  await apiPost(page.request, `/api/warranties/${claim.id}/transitions`, {
    to: 'authorized',
    reason: 'Invoice checked',
  });
  await apiPost(page.request, '/api/notes', {
    ticketId: ticket.id,
    content: `Rotated every 7,500 miles (${token}).`,
  });
  const upload = await page.request.post(`/api/tickets/${ticket.id}/attachments?claimId=${claim.id}`, {
    multipart: { file: { name: 'tread.jpg', mimeType: 'image/jpeg', buffer: await tyrePhoto(token, 30) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { ticket, claim };
}

/** Renders each page of a PDF to PNG with poppler's pdftoppm; attaches and returns the images. */
async function renderPages(pdf: Buffer, testInfo: TestInfo): Promise<string[]> {
  const file = testInfo.outputPath('claim-package.pdf');
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '80', '-png', file, testInfo.outputPath('page')]);
  const pages = fs
    .readdirSync(path.dirname(file))
    .filter((name) => /^page-\d+\.png$/.test(name))
    .sort()
    .map((name) => testInfo.outputPath(name));
  for (const [index, png] of pages.entries()) {
    await testInfo.attach(`claim-package-page-${index + 1}`, { path: png, contentType: 'image/png' });
    fs.mkdirSync('e2e/screenshots/back-office', { recursive: true });
    fs.copyFileSync(png, `e2e/screenshots/back-office/claim-package-pdf-page-${index + 1}.png`);
  }
  return pages;
}

/** The share of pixels that are not near-white: text, rules and photos. */
async function inkShare(png: string) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const value of data) if (value < 200) ink += 1;
  return ink / (info.width * info.height);
}

test('a ticket with claims opens its claim package PDF in one click; it renders with the photo', async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, TENANT_ADMIN, '/tickets');
  const token = uniqueToken('ADJ-P');
  const { ticket } = await ticketWithClaim(page, browser, token);
  const label = ticketLabel(ticket);

  const row = await findTicketRow(page, ticket);
  const link = row.getByRole('link', { name: `Claim package PDF for ${label}` });
  await expect(link).toHaveAttribute('href', `/api/tickets/${ticket.id}/claim-package.pdf`);
  await review(page, 'claim-package-tickets-row');
  // The new tab asks for the package; a browser without a PDF viewer then saves it, not shows it.
  const opened = page
    .context()
    .waitForEvent('request', (request) =>
      request.url().endsWith(`/api/tickets/${ticket.id}/claim-package.pdf`),
    );
  const popup = page.waitForEvent('popup');
  await link.click();
  expect((await opened).isNavigationRequest()).toBe(true);
  await (await popup).close();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const response = await page.request.get(`/api/tickets/${ticket.id}/claim-package.pdf`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(
    `inline; filename="claim-package-${label.slice(1)}.pdf"`,
  );
  const pages = await renderPages(await response.body(), testInfo);
  // pdfimages lists two header lines, then one line per embedded image: the tread photo.
  const images = execFileSync('pdfimages', ['-list', testInfo.outputPath('claim-package.pdf')]).toString();
  expect(images.trim().split('\n').slice(2)).toHaveLength(1);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const png of pages) {
    expect(fs.statSync(png).size).toBeGreaterThan(5_000);
    expect(await inkShare(png)).toBeGreaterThan(0.005);
  }
  expect(problems).toEqual([]);
});

test('the claim view links the package; the printable page prints without the app around it', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  await signIn(page, TENANT_ADMIN, '/tickets');
  const token = uniqueToken('ADJ-R');
  const { ticket, claim } = await ticketWithClaim(page, browser, token);

  await page.goto(`/warranties/${claim.id}`);
  await expect(page.getByRole('link', { name: 'Claim package (PDF)' })).toHaveAttribute(
    'href',
    `/api/tickets/${ticket.id}/claim-package.pdf`,
  );
  await page.getByRole('link', { name: 'Printable package' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}/claim-package$`));
  await expect(page.getByRole('heading', { name: 'Warranty Claim Package' })).toBeVisible();
  const claimBlock = page.getByRole('article', { name: 'Claim 1 of 1' });
  await expect(claimBlock.getByText('$50.40')).toBeVisible();
  await expect(claimBlock.getByText('Pending authorization → Authorized')).toBeVisible();
  await expect(page.getByRole('img', { name: 'tread.jpg' })).toBeVisible();
  await expect
    .poll(() =>
      page.getByRole('img', { name: 'tread.jpg' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await review(page, 'claim-package', { fullPage: true });
  }

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.setViewportSize(VIEWPORTS[0]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Warranty Claim Package' })).toBeVisible();
  await saveScreenshot(page, 'back-office/claim-package-print', { fullPage: true });
  expect(problems).toEqual([]);
});
