/**
 * Front-end budgets in the browser (Debian's headless Chromium; docs/decisions/063):
 * - JavaScript downloaded for the signed-in app's first load (/tickets) ≤ 180 KB gzip, with no voice
 *   or phone code;
 * - each landing page's JavaScript ≤ 90 KB gzip before a demo opens, with no voice or phone code;
 * - with 100,000 tickets in the tenant (PostgreSQL), /tickets shows its first ticket row within
 *   800 ms of navigation (median, a new browser context each run), and a typed search shows its
 *   results within 500 ms of the last keystroke.
 * Beside each figure, a baseline from the same run: the largest script of a load (what splitting
 * cannot shrink), and for the first page the server's /api/tickets answer alone and when the page
 * sent that request (the part spent loading and running code before asking).
 */
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { prepareBigTenant } from './lib/bench-database';
import { BENCH_PASSWORD } from './lib/seed-tickets';
import { startServer } from './lib/server-process';
import { printVerdicts, summarise, ms, type Verdict } from './lib/stats';

const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => fs.existsSync(path));
const RUNS = 7;
const KB = 1024;
const BUDGETS = { appKb: 180, landingKb: 90, firstRowMs: 800, searchMs: 500 };
/** Strings only the voice demo, the phone demo or the Twilio SDK hold. */
const DEMO_CODE_MARKERS = ['/api/voice/start-session', '/api/calls/check-limits', 'TwilioError'];
const FIRST_PAGE_API = '/api/tickets?limit=10&offset=0';

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
  const scripts: Array<Promise<{ url: string; bytes: number; hasDemoCode: boolean }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        url: response.url(),
        bytes: zlib.gzipSync(body).length,
        hasDemoCode: DEMO_CODE_MARKERS.some((marker) => body.includes(marker)),
      })),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  await context.close();
  return {
    bytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
    files: loaded.length,
    largest: Math.max(...loaded.map((script) => script.bytes)),
    demoCode: loaded.filter((script) => script.hasDemoCode).map((script) => new URL(script.url).pathname),
  };
}

type ScriptLoad = Awaited<ReturnType<typeof scriptBytes>>;

function bytesVerdict(name: string, load: ScriptLoad, budgetKb: number): Verdict {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  return {
    name: `${name} ≤ ${budgetKb} KB gzip JS, no voice or phone code`,
    pass: load.bytes <= budgetKb * KB && load.demoCode.length === 0,
    detail:
      `${kb(load.bytes)} of ${budgetKb} KB in ${load.files} files (largest file ${kb(load.largest)})` +
      (load.demoCode.length ? `; demo code in ${load.demoCode.join(', ')}` : ''),
  };
}

const firstTicketRow = (page: Page) => page.getByRole('row').filter({ hasText: '#TK-' }).first();

/** Navigation to the first ticket row, and when in that time the page sent its /api/tickets request. */
async function timeFirstPage(browser: Browser, base: string, cookie: string) {
  const samples: number[] = [];
  const requestStarts: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    await context.addCookies([{ name: cookie.split('=')[0]!, value: cookie.split('=')[1]!, url: base }]);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}/tickets`);
    await firstTicketRow(page).waitFor();
    samples.push(Date.now() - started);
    requestStarts.push(
      await page.evaluate(
        (path) =>
          performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(path))!.startTime,
        FIRST_PAGE_API,
      ),
    );
    await context.close();
  }
  return { ...summarise(samples), requestStart: summarise(requestStarts).p50 };
}

/** The server's answer to the first page's request alone, from Node (no browser, no page code). */
async function timeFirstPageApi(base: string, cookie: string) {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(base + FIRST_PAGE_API, { headers: { cookie } });
    await response.text();
    samples.push(performance.now() - started);
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
    verdicts.push(bytesVerdict('signed-in first load (/tickets)', app, BUDGETS.appKb));
    for (const path of ['/', '/political', '/consumerportfolio', '/bloomjoy']) {
      const landing = await scriptBytes(browser, server.url + path, undefined, (page) =>
        page.locator('h1').first().waitFor(),
      );
      verdicts.push(bytesVerdict(`landing ${path}`, landing, BUDGETS.landingKb));
    }
    const api = await timeFirstPageApi(server.url, server.cookie);
    const firstPage = await timeFirstPage(browser, server.url, server.cookie);
    verdicts.push({
      name: `/tickets first row within ${BUDGETS.firstRowMs} ms of navigation (median of ${RUNS}, cold)`,
      pass: firstPage.p50 <= BUDGETS.firstRowMs,
      detail:
        `median ${ms(firstPage.p50)} of ${BUDGETS.firstRowMs} ms, worst ${ms(firstPage.p99)}; ` +
        `request sent at ${ms(firstPage.requestStart)}; server's ${FIRST_PAGE_API} alone ${ms(api.p50)}`,
    });
    const search = await timeSearch(browser, server.url, server.cookie);
    verdicts.push({
      name: `search results within ${BUDGETS.searchMs} ms of the last keystroke (median)`,
      pass: search.p50 <= BUDGETS.searchMs,
      detail: `median ${ms(search.p50)}, worst ${ms(search.p99)} (includes the 300 ms debounce)`,
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  printVerdicts(`Budgets in the browser (load average ${os.loadavg()[0]!.toFixed(2)})`, verdicts);
}

if (import.meta.url === `file://${process.argv[1]}`) await runWebBench();
