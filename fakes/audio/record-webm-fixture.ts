/**
 * Regenerates fixtures/tone-webm-chunks.json: real MediaRecorder output (webm/opus, 100 ms
 * timeslice) from Debian's Chromium, the same bytes a browser sends to /ws/voice.
 * Run: npx tsx fakes/audio/record-webm-fixture.ts
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const FIXTURE = new URL('./fixtures/tone-webm-chunks.json', import.meta.url);

const browser = await chromium.launch({
  executablePath: '/usr/lib/chromium/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
try {
  const page = await browser.newPage();
  const chunks = await page.evaluate(async () => {
    const context = new AudioContext({ sampleRate: 48_000 });
    const destination = context.createMediaStreamDestination();
    destination.channelCount = 1;
    const tone = context.createOscillator();
    tone.frequency.value = 220;
    const gain = context.createGain();
    gain.gain.value = 0;
    tone.connect(gain).connect(destination);
    tone.start();
    const recorder = new MediaRecorder(destination.stream, {
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 48_000,
    });
    const blobs: Blob[] = [];
    recorder.ondataavailable = (event) => blobs.push(event.data);
    recorder.start(100);
    const toneStart = context.currentTime + 0.3;
    gain.gain.setValueAtTime(0.5, toneStart);
    gain.gain.setValueAtTime(0, toneStart + 1.0);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    recorder.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const encoded: string[] = [];
    for (const blob of blobs) {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      encoded.push(btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')));
    }
    return encoded;
  });
  const description =
    'Chromium MediaRecorder, audio/webm;codecs=opus, 48 kbps, mono, 100 ms timeslice: 0.3 s silence, ' +
    '1.0 s of a 220 Hz tone at half scale, then silence. Regenerate with: npx tsx fakes/audio/record-webm-fixture.ts';
  fs.writeFileSync(FIXTURE, `${JSON.stringify({ description, chunks }, null, 1)}\n`);
  process.stdout.write(`wrote ${chunks.length} chunks to ${FIXTURE.pathname}\n`);
} finally {
  await browser.close();
}
