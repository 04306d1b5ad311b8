const QUIET = 300;
const KEEP_BEFORE_MS = 20;
/** Sentences are spoken back to back: this much of each one's trailing quiet is the pause between them. */
const KEEP_AFTER_MS = 150;

/** Cuts the synthesizer's leading and trailing quiet down to a short margin. */
export function trimSilence(samples: Int16Array, sampleRate: number): Int16Array {
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]!) < QUIET) start += 1;
  if (start === samples.length) return samples.subarray(0, 0);
  let end = samples.length;
  while (end > start && Math.abs(samples[end - 1]!) < QUIET) end -= 1;
  const before = Math.round((sampleRate * KEEP_BEFORE_MS) / 1000);
  const after = Math.round((sampleRate * KEEP_AFTER_MS) / 1000);
  return samples.subarray(Math.max(0, start - before), Math.min(samples.length, end + after));
}
