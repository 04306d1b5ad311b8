import { expect, test } from '@playwright/test';
import { ADMIN, expectToast, signIn, watchConsole } from '../support/session';

const ROLES = [
  'Customer Service Agent',
  'Front Office Assistant',
  'Billing Representative',
  'Technical Support Advisor',
] as const;

test.describe('home page', () => {
  test('shows the header, hero, demo cards, features, trust and footer', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    await expect(header.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '#demo');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hire an AI');
    await expect(page.getByRole('button', { name: 'Talk to our AI sales agent' })).toHaveCount(2);
    for (const card of ['Customer Service', 'Technical Support', 'Front Office', 'Insurance']) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `Start demo call with ${card}` })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Call me instead' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'The support desk built around the tyre business' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your customers’ data stays yours' })).toBeVisible();
    for (const figure of ['20+', '25+', '1000+'])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('legal@treaddesk.com')).toBeVisible();
    await expect(footer.getByText('Akron, OH 44301')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Demo' }).click();
    await expect(page).toHaveURL(/#demo$/);
    await expect(page.getByRole('heading', { name: 'Talk to an agent right now' })).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test('the typewriter cycles through the four roles with a blinking caret', async ({ page }) => {
    // The exact timings (100/50/3000/530 ms) are unit-tested with fake timers; here the real page
    // runs on the browser's own clock, moved on by hand instead of waited for (a cycle is 30 s).
    await page.clock.install();
    await page.goto('/');
    const typed = page.getByTestId('typewriter');
    const after = async (ms: number) => {
      await page.clock.runFor(ms);
      return typed.textContent();
    };
    for (const role of [...ROLES, ROLES[0]])
      await expect.poll(() => after(250), { intervals: [0], timeout: 30_000 }).toBe(role);
    const caret = page.getByTestId('typewriter-caret');
    const caretHidden = async (ms: number) => {
      await page.clock.runFor(ms);
      return /opacity-0/.test((await caret.getAttribute('class')) ?? '');
    };
    await expect.poll(() => caretHidden(100), { intervals: [0] }).toBe(true);
    await expect.poll(() => caretHidden(100), { intervals: [0] }).toBe(false);
  });

  test('the Legal and Compliance dialog has its five tabs, the address and the e-mail', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Legal and Compliance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Legal and Compliance' });
    await expect(dialog).toBeVisible();
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText(['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'GDPR', 'CCPA']);
    const expected: Record<string, RegExp> = {
      'Privacy Policy': /collects, uses and protects personal information/,
      'Terms of Service': /These terms govern your use/,
      'Cookie Policy': /cookieAccepted/,
      GDPR: /European Economic Area/,
      CCPA: /California Consumer Privacy Act/,
    };
    for (const [tab, text] of Object.entries(expected)) {
      await dialog.getByRole('tab', { name: tab }).click();
      const panel = dialog.getByRole('tabpanel');
      await expect(panel).toContainText(text);
      await expect(panel).toContainText('Effective date: January 1, 2025');
    }
    await expect(dialog.getByText('1200 Firestone Parkway, Suite 400')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'legal@treaddesk.com' })).toHaveAttribute(
      'href',
      'mailto:legal@treaddesk.com',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  for (const choice of ['Accept All', 'Essential Only']) {
    test(`"${choice}" hides the cookie banner for good`, async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: choice }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBe('true');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toBeHidden();
    });
  }

  test('every demo button opens the voice chat for its agent', async ({ page }) => {
    await page.goto('/');
    const titles: [string, string][] = [
      ['Start demo call with Customer Service', 'AI Customer Service'],
      ['Start demo call with Technical Support', 'AI Technical Support'],
      ['Start demo call with Front Office', 'AI Front Office'],
      ['Start demo call with Insurance', 'AI Insurance'],
    ];
    for (const [button, title] of titles) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('button', { name: 'Start Call' })).toBeVisible();
      await expect(dialog.getByTestId('call-status')).toHaveText('Disconnected');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
    for (const index of [0, 1]) {
      await page.getByRole('button', { name: 'Talk to our AI sales agent' }).nth(index).click();
      await expect(page.getByRole('dialog', { name: 'AI Sales' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });

  test('"Call me instead" opens the phone call dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Call me instead' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('signed in: Dashboard link, welcome line and Logout back to /', async ({ page }) => {
    await signIn(page, ADMIN, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/tickets');
    await expect(header.getByTestId('welcome-line')).toHaveText(`Welcome, ${ADMIN.username}`);
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expectToast(page, 'Logged out', 'You have been logged out successfully');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
