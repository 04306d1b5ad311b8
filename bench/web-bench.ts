/**
 * Issue 3 and 4 budgets in the browser (Debian's headless Chromium):
 * - JavaScript downloaded for the signed-in app's first load ≤ 250 KB gzip, with no voice or phone code;
 * - each landing page's JavaScript ≤ 120 KB gzip before a demo opens;
 * - with 100,000 tickets in the tenant (PostgreSQL), /tickets shows its first page within 1.5 s of
 *   navigation, and a typed search shows its results within 500 ms of the last keystroke.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { prepareBigTenant } from './lib/bench-database';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { startServer } from './lib/server-process';
import { printVerdicts, summarise, ms, type Verdict } from './lib/stats';

const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => fs.existsSync(path));
const RUNS = 7;

/** Loads a page in a fresh context (cold cache) and sums the gzip size of every script it downloaded. */
async function scriptBytes(
  browser: Browser,
  url: string,
  cookie: string | undefined,
  ready: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([{ name: cookie.split('=')[0]!, value: cookie.split('=')[1]!, url }]);
  const page = await context.newPage();
  const scripts: Array<Promise<{ url: string; bytes: number }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({ url: response.url(), bytes: zlib.gzipSync(body).length })),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  await context.close();
  return {
    bytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
    urls: loaded.map((script) => script.url),
  };
}

const firstTicketRow = (page: Page) => page.getByRole('row').filter({ hasText: '#TK-' }).first();

async function timeFirstPage(browser: Browser, base: string, cookie: string) {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    await context.addCookies([{ name: cookie.split('=')[0]!, value: cookie.split('=')[1]!, url: base }]);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}/tickets`);
    await firstTicketRow(page).waitFor();
    samples.push(Date.now() - started);
    await context.close();
  }
  return summarise(samples);
}

/** Types a search and waits until every visible row belongs to it, timed from the last keystroke. */
async function timeSearch(browser: Browser, base: string, cookie: string) {
  const samples: number[] = [];
  const context = await browser.newContext();
  await context.addCookies([{ name: cookie.split('=')[0]!, value: cookie.split('=')[1]!, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/tickets`);
  await firstTicketRow(page).waitFor();
  const box = page.getByLabel('Search tickets');
  for (const [run, term] of [
    'bulge',
    'tread separation',
    'slow leak',
    'vibration',
    'nail',
    'invoice',
    'alignment',
  ].entries()) {
    await box.fill('');
    await page.waitForTimeout(600);
    await box.pressSequentially(term, { delay: 60 });
    const lastKey = Date.now();
    await page.waitForFunction(
      (text) => {
        const rows = [...document.querySelectorAll('tbody tr')];
        return rows.length > 0 && rows.every((row) => row.textContent?.toLowerCase().includes(text));
      },
      term.split(' ')[0]!,
      { timeout: 10_000 },
    );
    samples.push(Date.now() - lastKey);
    if (run === 0) samples.pop(); // the first search warms the query plan cache
  }
  await context.close();
  return summarise(samples);
}

export async function runWebBench() {
  console.log('\n== seeding 100,000 tickets on PostgreSQL for the browser timings...');
  const { database, env } = await prepareBigTenant('pg', 'bench_web_pg');
  await database.close();
  const server = await startServer(
    { ...env, SEED_SAMPLE_DATA: 'false', ADMIN_PASSWORD: 'bench-admin-password' },
    { username: 'bench', password: BENCH_PASSWORD },
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const verdicts: Verdict[] = [];
  try {
    const app = await scriptBytes(browser, `${server.url}/tickets`, server.cookie, (page) =>
      firstTicketRow(page).waitFor(),
    );
    const demoCode = app.urls.filter((url) => /Voice|Phone|twilio|agent-player/i.test(url));
    verdicts.push({
      name: 'signed-in first load (/tickets) ≤ 250 KB gzip JS, no voice or phone code',
      pass: app.bytes <= 250 * 1024 && demoCode.length === 0,
      detail: `${(app.bytes / 1024).toFixed(1)} KB in ${app.urls.length} files${demoCode.length ? `; demo code: ${demoCode}` : ''}`,
    });
    for (const path of ['/', '/political', '/consumerportfolio', '/bloomjoy']) {
      const landing = await scriptBytes(browser, server.url + path, undefined, (page) =>
        page.locator('h1').first().waitFor(),
      );
      verdicts.push({
        name: `landing ${path} ≤ 120 KB gzip JS`,
        pass: landing.bytes <= 120 * 1024,
        detail: `${(landing.bytes / 1024).toFixed(1)} KB in ${landing.urls.length} files`,
      });
    }
    const firstPage = await timeFirstPage(browser, server.url, server.cookie);
    verdicts.push({
      name: `/tickets first page within 1.5 s of navigation (median of ${RUNS}, cold cache)`,
      pass: firstPage.p50 <= 1500,
      detail: `median ${ms(firstPage.p50)}, worst ${ms(firstPage.p99)}`,
    });
    const search = await timeSearch(browser, server.url, server.cookie);
    verdicts.push({
      name: 'search results within 500 ms of the last keystroke (median)',
      pass: search.p50 <= 500,
      detail: `median ${ms(search.p50)}, worst ${ms(search.p99)} (includes the 300 ms debounce)`,
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  printVerdicts('Budgets in the browser (issues 3 and 4)', verdicts);
}

if (import.meta.url === `file://${process.argv[1]}`) await runWebBench();
