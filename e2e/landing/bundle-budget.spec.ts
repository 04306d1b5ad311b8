import { expect, test } from '@playwright/test';
import { entryChunk, gzipBytes, holdsAny, pageChunk, staticClosure } from './bundle-size';

const BUDGET_BYTES = 90 * 1024;
/** Strings only the voice demo, the phone demo or the Twilio SDK hold (bench/web-bench.ts looks for the same). */
const DEMO_CODE = ['/api/voice/start-session', '/api/calls/check-limits', 'TwilioError'];

// Reads the build the server serves: entry chunk + page chunk + everything they import eagerly.
for (const component of ['HomePage', 'PoliticalPage', 'ConsumerPortfolioPage', 'BloomJoyPage']) {
  test(`${component} loads at most 90 KB of gzipped JavaScript before a demo opens`, () => {
    const files = staticClosure([entryChunk(), pageChunk(component)]);
    const bytes = gzipBytes(files);
    test.info().annotations.push({ type: 'gzip', description: `${(bytes / 1024).toFixed(1)} KB` });
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(holdsAny(files, DEMO_CODE), files.join(', ')).toBe(false);
  });
}

test('the signed-in area loads no demo code and no schema library up front', () => {
  const files = staticClosure([entryChunk(), pageChunk('SignedInApp')]);
  expect(holdsAny(files, DEMO_CODE), files.join(', ')).toBe(false);
  // zod's core type name: the forms and their schemas load with the dialogs that use them.
  expect(holdsAny(files, ['$ZodType']), files.join(', ')).toBe(false);
});

test('the dealer portal loads at most 120 KB of gzipped JavaScript on a phone, without the schema library', () => {
  // The portal's own chunk and the query library its area loads with it; the toasts load with the first toast.
  const roots = [entryChunk(), pageChunk('portal'), pageChunk('WithQueryClient')];
  const files = staticClosure(roots);
  const bytes = gzipBytes(files);
  test.info().annotations.push({ type: 'gzip', description: `${(bytes / 1024).toFixed(1)} KB` });
  expect(bytes, files.join(', ')).toBeLessThanOrEqual(120 * 1024);
  expect(holdsAny(files, DEMO_CODE), files.join(', ')).toBe(false);
  expect(holdsAny(files, ['$ZodType']), files.join(', ')).toBe(false);
});
