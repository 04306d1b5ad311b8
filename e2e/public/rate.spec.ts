import { expect, test } from '@playwright/test';

const TOKEN = 'Qm3vR8tX1bN6yK4pL9wZ2cF7hJ5dS0aG3eU8iO1rT6Y';

/** Decision 091: the page a customer opens from the rating e-mail, before anyone signs in. */
test.describe('/rate', () => {
  test('a link the server does not know opens nothing, and its token never reaches the address bar path', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`/rate#${TOKEN}:5`);
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This rating link is not valid.');
    // Only the API call carries the token: the page itself was asked for as /rate.
    expect(asked.filter((path) => path.includes(TOKEN))).toEqual([`/api/surveys/${TOKEN}`]);
  });

  test('shows the ticket, preselects the score from the link and sends the rating with a comment', async ({
    page,
  }) => {
    // The server's side of the link (hashing, expiry, single use) is proven by the API tests; here
    // the built page is driven against the answers those tests pin down.
    const posted: unknown[] = [];
    await page.route(`**/api/surveys/${TOKEN}`, async (route) => {
      if (route.request().method() === 'POST') {
        posted.push(route.request().postDataJSON());
        await route.fulfill({ json: { score: 3, answeredAt: new Date().toISOString() } });
      } else
        await route.fulfill({
          json: {
            ticketNumber: 7,
            subject: 'Slow leak at the bead',
            tenantName: 'Demo Tyre Centre',
            expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
          },
        });
    });
    await page.goto(`/rate#${TOKEN}:5`);
    await expect(page.getByRole('heading', { name: 'How did we do?' })).toBeVisible();
    await expect(page.getByText('#TK-007')).toBeVisible();
    await expect(page.getByRole('radio', { name: '5: Excellent' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: '3: Good' }).click();
    await page.getByLabel('Comment (optional)').fill('Fixed, but it took two visits');
    await page.getByRole('button', { name: 'Send Rating' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your rating' })).toBeVisible();
    expect(posted).toEqual([{ score: 3, comment: 'Fixed, but it took two visits' }]);
  });
});
