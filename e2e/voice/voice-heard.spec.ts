import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readWav, writeWav } from '../../server/features/speech/audio/wav';
import { visitorFrom } from '../support/addresses';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

/**
 * Chromium's fake microphone plays a WAV file in a loop: a visitor's sentence, made by espeak-ng
 * now, followed by a pause long enough to end the turn.
 */
const microphoneFile = path.resolve('test-results/fake-microphone/warranty-claim.wav');
const spoken = readWav(
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '140', '--stdout', 'I want to make a warranty claim.']),
);
const pause = new Int16Array(spoken.sampleRate * 2);
const looped = new Int16Array(pause.length + spoken.samples.length + pause.length);
looped.set(spoken.samples, pause.length);
fs.mkdirSync(path.dirname(microphoneFile), { recursive: true });
fs.writeFileSync(microphoneFile, writeWav(looped, spoken.sampleRate));

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${microphoneFile}`],
  },
  ...visitorFrom('198.51.100.12'),
});

test('the offline agent hears the visitor through the microphone and answers what was said', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start demo call with Customer Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Customer Service' });
  await dialog.getByRole('button', { name: 'Start Call' }).click();
  await expect(dialog.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 });
  const captions = dialog.getByTestId('captions');
  // The visitor's words as the recognizer wrote them, as a caption of their own. The fake microphone
  // loops the recording from wherever capture starts, so the first turn may be a cut-off sentence.
  const visitor = captions.locator('p.justify-end', { hasText: 'warranty claim' });
  await expect(visitor.first()).toBeVisible({ timeout: 30_000 });
  // And answers to them after the greeting, not only requests to say it again.
  const answers = captions.locator('p:not(.justify-end)').filter({ hasNotText: 'did not catch that' });
  await expect.poll(() => answers.count(), { timeout: 20_000 }).toBeGreaterThan(1);
  await dialog.getByRole('button', { name: 'End Call' }).click();
});
