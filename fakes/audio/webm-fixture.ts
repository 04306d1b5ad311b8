import fs from 'node:fs';

/** Real MediaRecorder webm/opus chunks (see record-webm-fixture.ts): 0.3 s silence, 1 s tone, silence. */
export function loadToneWebmChunks(): Buffer[] {
  const file = new URL('./fixtures/tone-webm-chunks.json', import.meta.url);
  const { chunks } = JSON.parse(fs.readFileSync(file, 'utf8')) as { chunks: string[] };
  return chunks.map((chunk) => Buffer.from(chunk, 'base64'));
}
