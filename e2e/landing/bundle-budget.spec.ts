import { expect, test } from '@playwright/test';
import { entryChunk, gzipBytes, pageChunk, staticClosure } from './bundle-size';

const BUDGET_BYTES = 120 * 1024;

// Reads the build the server serves: entry chunk + page chunk + everything they import eagerly.
for (const component of ['HomePage', 'PoliticalPage', 'ConsumerPortfolioPage', 'BloomJoyPage']) {
  test(`${component} loads at most 120 KB of gzipped JavaScript before a demo opens`, () => {
    const files = staticClosure([entryChunk(), pageChunk(component)]);
    const bytes = gzipBytes(files);
    test.info().annotations.push({ type: 'gzip', description: `${(bytes / 1024).toFixed(1)} KB` });
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(files.some((file) => /VoiceChatDialog|agent-player|pcm-recorder/.test(file))).toBe(false);
  });
}
