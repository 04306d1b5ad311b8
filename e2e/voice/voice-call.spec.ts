import { expect, test, type Page } from '@playwright/test';
import { visitorFrom } from '../support/addresses';
import { uniqueToken } from '../support/api';
import { watchConsole } from '../support/session';
import { openTicket, ticketOfCall } from '../support/tickets';

/** Records every microphone stream and AudioContext the page creates, to check they are released. */
async function watchMediaResources(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { streams: MediaStream[]; contexts: AudioContext[] };
    w.streams = [];
    w.contexts = [];
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      w.streams.push(stream);
      return stream;
    };
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        w.contexts.push(this);
      }
    };
  });
}

async function mediaReleased(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { streams: MediaStream[]; contexts: AudioContext[] };
    return {
      streams: w.streams.length,
      liveTracks: w.streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
      openContexts: w.contexts.filter((c) => c.state !== 'closed').length,
    };
  });
}

async function openDemo(page: Page, card: string, title: string) {
  await page.goto('/');
  await page.getByRole('button', { name: `Start demo call with ${card}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('call-status')).toHaveText('Disconnected');
  return dialog;
}

async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('call-countdown').textContent()) ?? '';
  const [, minutes, seconds] = /Demo will end in: (\d+):(\d\d)/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

test.use(visitorFrom('198.51.100.11'));

test('a full demo call: connect, countdown, agent audio, captions, typed message, end, transcript on a ticket', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await watchMediaResources(page);
  const dialog = await openDemo(page, 'Technical Support', 'AI Technical Support');
  await dialog.getByRole('button', { name: 'Start Call' }).click();
  await expect(dialog.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 });
  const call = dialog.getByTestId('voice-call');

  const first = await secondsLeft(page);
  expect(first).toBeGreaterThan(300);
  await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThan(first);
  await expect(dialog.getByText(/^AI is (listening|speaking)\.\.\.$/)).toBeVisible();

  // The greeting arrives as binary PCM and is played; the fake microphone streams 16 kHz PCM up.
  await expect
    .poll(async () => Number(await call.getAttribute('data-audio-frames-played')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect.poll(async () => Number(await call.getAttribute('data-mic-chunks-sent'))).toBeGreaterThan(0);
  await expect(dialog.getByTestId('captions').locator('p')).not.toHaveCount(0);

  const token = uniqueToken('tread');
  const captions = dialog.getByTestId('captions');
  const before = await captions.locator('p').count();
  await dialog.getByLabel('Type a message to the agent').fill(`My TPMS light stays on, reference ${token}`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(captions).toContainText(token);
  await expect.poll(() => captions.locator('p').count(), { timeout: 20_000 }).toBeGreaterThan(before + 1);

  const conversationId = (await call.getAttribute('data-conversation-id')) ?? '';
  expect(conversationId).not.toBe('');
  await dialog.getByRole('button', { name: 'End Call' }).click();
  await expect(dialog.getByTestId('call-status')).toHaveText('Disconnected');
  await expect(dialog.getByRole('button', { name: 'Start Call' })).toBeVisible();
  await expect(dialog.getByTestId('call-countdown')).toHaveCount(0);
  expect(await mediaReleased(page)).toEqual({ streams: 1, liveTracks: 0, openContexts: 0 });
  expect(problems).toEqual([]);

  // Staff find the call on a ticket of the demo tenant.
  const { ticket, transcripts } = await ticketOfCall(page, conversationId);
  expect(transcripts).toHaveLength(1);
  expect(transcripts[0]).toMatchObject({ callSid: conversationId, agentType: 'technical' });
  expect(transcripts[0]!.transcript).toContain(token);

  // And in the ticket dialog of the back office.
  const ticketDialog = await openTicket(page, ticket);
  await expect(ticketDialog.getByRole('heading', { name: 'Call Transcripts' })).toBeVisible();
  await expect(ticketDialog.getByRole('heading', { name: `#${conversationId}` })).toBeVisible();
  await expect(ticketDialog.getByText(token).first()).toBeVisible();
});

test('a denied microphone shows the permission message, and the call goes on in text-only mode', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const dialog = await openDemo(page, 'Customer Service', 'AI Customer Service');
  await dialog.getByRole('button', { name: 'Start Call' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Microphone access required. Please allow microphone permissions and try again.',
  );
  await expect(dialog.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 });
  await expect(dialog.getByTestId('text-only-note')).toBeVisible();
  await dialog.getByLabel('Type a message to the agent').fill('Where is my order?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('captions')).toContainText('Orders usually arrive', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'End Call' }).click();
});

test('a browser without microphone access says so', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  const dialog = await openDemo(page, 'Insurance', 'AI Insurance');
  await dialog.getByRole('button', { name: 'Start Call' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Browser does not support microphone access');
  await expect(dialog.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 });
  await expect(dialog.getByLabel('Type a message to the agent')).toBeEnabled();
  await dialog.getByRole('button', { name: 'End Call' }).click();
});

test('closing the dialog mid-call ends the call and releases the microphone', async ({ page }) => {
  await watchMediaResources(page);
  const ended = page.waitForRequest((request) => request.url().endsWith('/api/voice/end-session'));
  const dialog = await openDemo(page, 'Front Office', 'AI Front Office');
  await dialog.getByRole('button', { name: 'Start Call' }).click();
  await expect(dialog.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect((await ended).postDataJSON()).toMatchObject({ sessionId: expect.stringMatching(/^vs_/) });
  expect(await mediaReleased(page)).toEqual({ streams: 1, liveTracks: 0, openContexts: 0 });
});
