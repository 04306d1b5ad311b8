import { expect, test } from '@playwright/test';
import { ADMIN, signIn, watchConsole } from '../support/session';

test.describe('/political', () => {
  test('one demo button, the campaign legal tabs, no cookie banner', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/political');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reach every voter with a conversation, not a robocall',
    );
    const demo = page.getByRole('button', { name: 'Try Campaign AI Demo' });
    await expect(demo).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Campaign Compliance' }).click();
    const legal = page.getByRole('dialog', { name: 'Legal and Compliance' });
    await expect(legal.getByRole('tab')).toHaveText([
      'Privacy Policy',
      'Terms of Service',
      'Campaign Compliance',
    ]);
    await expect(legal.getByRole('tab', { name: 'Campaign Compliance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(legal.getByRole('tabpanel')).toContainText('Telephone Consumer Protection Act');
    await legal.getByRole('tab', { name: 'Privacy Policy' }).click();
    await expect(legal.getByRole('tabpanel')).toContainText('Effective date: January 1, 2025');
    await legal.getByRole('button', { name: 'Close' }).click();

    await demo.click();
    const call = page.getByRole('dialog', { name: 'Campaign AI' });
    await expect(call.getByRole('button', { name: 'Start Call' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('/consumerportfolio', () => {
  test('demo button, Privacy Policy dialog and an Accept cookie banner that stays accepted', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/consumerportfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A loan assistant your borrowers can simply call',
    );

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(privacy).toContainText('Effective date: January 1, 2025');
    await expect(privacy).toContainText('legal@treaddesk.com');
    await privacy.getByRole('button', { name: 'Close' }).click();

    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner.getByRole('button')).toHaveText(['Accept']);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();

    await page.getByRole('button', { name: 'Talk to the AI loan assistant' }).click();
    await expect(
      page.getByRole('dialog', { name: 'TreadDesk Auto Finance' }).getByTestId('call-status'),
    ).toHaveText('Disconnected');
    expect(problems).toEqual([]);
  });
});

test.describe('/bloomjoy', () => {
  test('demo button and a cookie banner with Privacy Policy and Accept', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/bloomjoy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Order flowers by phone, any hour, with our AI florist',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth',
    );
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner.getByRole('button')).toHaveText(['Privacy Policy', 'Accept']);
    await banner.getByRole('button', { name: 'Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(privacy).toContainText('Effective date: January 1, 2025');
    await page.keyboard.press('Escape');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();

    await page.getByRole('button', { name: 'Talk to our AI florist' }).click();
    await expect(page.getByRole('dialog', { name: 'BloomJoy Flowers' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('signed in, the header links to /dashboard', async ({ page }) => {
    await signIn(page, ADMIN, '/bloomjoy');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
