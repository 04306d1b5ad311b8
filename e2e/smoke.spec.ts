import { expect, test } from '@playwright/test';

test('the server answers health and serves the web app with security headers', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.locator('#root')).not.toBeEmpty();
});
