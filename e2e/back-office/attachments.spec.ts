import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Attachment } from '../../domain/attachments';
import { expectNoSeriousA11yIssues } from '../support/a11y';
import { apiJson } from '../support/api';
import { tyrePhoto } from '../support/photos';
import { saveScreenshot } from '../support/screenshots';
import { AGENT, expectToast, signIn, watchConsole } from '../support/session';
import { createOwnTicket, openTicket } from '../support/tickets';

type FileToSend = { name: string; mimeType: string; buffer: Buffer };

const photo = async (name: string, label: string, hue: number): Promise<FileToSend> => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await tyrePhoto(label, hue),
});

/** Drops files on an element the way a desktop drag does: dragenter, dragover, drop with a DataTransfer. */
async function dropFiles(page: Page, target: Locator, files: FileToSend[]) {
  const payload = files.map((file) => ({ ...file, base64: file.buffer.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
    }
    return transfer;
  }, payload);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

/** Every thumbnail of the panel has loaded a real picture. */
async function expectThumbnailsLoaded(panel: Locator, count: number) {
  const images = panel.getByRole('list', { name: 'Attached files' }).locator('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test('attachments: two files by picker, two by drag and drop, the viewer, delete with confirmation', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Files');
  const dialog = await openTicket(page, ticket);
  const panel = dialog.getByRole('region', { name: 'Attachments' });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByText(/^No attachments yet/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Take photo' })).toBeHidden();

  await panel
    .getByLabel('Choose files to attach')
    .setInputFiles([
      await photo('tread-front-left.jpg', 'Tread 3/32', 200),
      await photo('dot-code.jpg', 'DOT 4B2X 2321', 30),
    ]);
  await expectToast(page, 'Files attached', '2 files have been attached successfully.');
  await expect(panel.getByText('2 files', { exact: true })).toBeVisible();
  await expectThumbnailsLoaded(panel, 2);

  await dropFiles(page, panel.getByTestId('attachment-drop-zone'), [
    await photo('sidewall.jpg', 'Sidewall', 120),
    {
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    },
  ]);
  await expect(panel.getByText('4 files', { exact: true })).toBeVisible();
  await expectThumbnailsLoaded(panel, 3);
  await expect(panel.getByRole('link', { name: 'Open invoice.pdf in a new tab' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectNoSeriousA11yIssues(page, 'attachments panel');
  await panel.getByRole('list', { name: 'Attached files' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'back-office/attachments-panel');

  await panel.getByRole('button', { name: 'View tread-front-left.jpg' }).click();
  let viewer = page.getByRole('dialog', { name: 'tread-front-left.jpg' });
  await expect(viewer.getByText(/^1 of 3 ·/)).toBeVisible();
  const picture = viewer.getByRole('img', { name: 'tread-front-left.jpg' });
  await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(800);
  await saveScreenshot(page, 'back-office/attachments-viewer');
  await viewer.getByRole('button', { name: 'Next' }).click();
  viewer = page.getByRole('dialog', { name: 'dot-code.jpg' });
  await expect(viewer.getByText(/^2 of 3 ·/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'sidewall.jpg' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'sidewall.jpg' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Delete dot-code.jpg' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText(
      'Are you sure you want to delete attachment "dot-code.jpg"? This action cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByText('4 files', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Delete dot-code.jpg' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Attachment deleted', 'Attachment has been deleted successfully.');
  await expect(panel.getByText('3 files', { exact: true })).toBeVisible();

  const stored = await apiJson<Attachment[]>(page.request, `/api/tickets/${ticket.id}/attachments`);
  expect(stored.map((file) => [file.fileName, file.contentType])).toEqual([
    ['tread-front-left.jpg', 'image/jpeg'],
    ['sidewall.jpg', 'image/jpeg'],
    ['invoice.pdf', 'application/pdf'],
  ]);
  expect(problems).toEqual([]);
});

test('attachments: a page that pretends to be a photo is named and not sent', async ({ page }) => {
  await signIn(page, AGENT);
  const ticket = await createOwnTicket(page, 'Fake');
  const panel = (await openTicket(page, ticket)).getByRole('region', { name: 'Attachments' });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/attachments')) uploads.push(request.url());
  });
  await dropFiles(page, panel.getByTestId('attachment-drop-zone'), [
    {
      name: 'tread.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    },
  ]);
  await expect(panel.getByRole('alert')).toHaveText(
    'tread.jpg is not a JPEG, PNG, WebP or HEIC image or a PDF',
  );
  await expect(panel.getByText('0 files', { exact: true })).toBeVisible();
  expect(uploads).toEqual([]);
});

test.describe('on a phone at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the picker offers the camera, and photos taken go up', async ({ page }) => {
    await signIn(page, AGENT);
    const ticket = await createOwnTicket(page, 'Phone');
    const panel = (await openTicket(page, ticket)).getByRole('region', { name: 'Attachments' });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByText('Add photos or PDFs')).toBeVisible();
    const takePhoto = panel.getByRole('button', { name: 'Take photo' });
    await expect(takePhoto).toBeVisible();
    const camera = panel.getByLabel('Take a photo to attach');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    await expect(panel.getByLabel('Choose files to attach')).toHaveAttribute(
      'accept',
      'image/*,application/pdf',
    );

    const chooser = page.waitForEvent('filechooser');
    await takePhoto.tap();
    await (await chooser).setFiles(await photo('IMG_2041.jpg', 'DOT 4B2X 2321', 30));
    await expectToast(page, 'Files attached', '1 file has been attached successfully.');
    await expectThumbnailsLoaded(panel, 1);
    await panel.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yIssues(page, 'attachments panel on a phone');
    await saveScreenshot(page, 'back-office/attachments-panel');
    await panel.getByRole('button', { name: 'View IMG_2041.jpg' }).tap();
    await expect(page.getByRole('dialog', { name: 'IMG_2041.jpg' }).getByText(/^1 of 1 ·/)).toBeVisible();
    await saveScreenshot(page, 'back-office/attachments-viewer');
  });
});
