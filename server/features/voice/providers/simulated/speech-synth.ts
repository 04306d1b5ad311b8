/**
 * Speech-like audio without a text-to-speech engine (none is available offline under a usable
 * licence): each syllable is a glottal pulse train shaped by three vowel formants, consonants are
 * noise bursts or short stops, and pitch falls across a sentence (rises on a question). It is not
 * intelligible, but it sounds like someone talking, lasts as long as the sentence would, and makes
 * playback, interruption and the audio path real.
 */

type Segment = { kind: 'vowel' | 'fricative' | 'stop' | 'nasal' | 'pause'; ms: number; vowel?: string };

const FORMANTS: Record<string, [number, number, number]> = {
  a: [800, 1200, 2500],
  e: [500, 1900, 2600],
  i: [320, 2300, 3000],
  o: [500, 900, 2400],
  u: [350, 850, 2300],
};
const FRICATIVES = /[sfzxcjhv]/;
const STOPS = /[pbtdkgq]/;
const NASALS = /[mnlrw]/;

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}

/** Splits text into timed segments: onsets, vowel nuclei and pauses. */
export function planSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  for (const token of text.toLowerCase().match(/[a-z0-9']+|[,;:.!?]/g) ?? []) {
    if (/^[,;:]$/.test(token)) segments.push({ kind: 'pause', ms: 180 });
    else if (/^[.!?]$/.test(token)) segments.push({ kind: 'pause', ms: 320 });
    else {
      const word = token.replace(/\d/g, 'o');
      for (const [, onset = '', vowels] of word.matchAll(/([^aeiouy]*)([aeiouy]+)/g)) {
        if (FRICATIVES.test(onset)) segments.push({ kind: 'fricative', ms: 50 });
        else if (STOPS.test(onset)) segments.push({ kind: 'stop', ms: 25 });
        else if (NASALS.test(onset)) segments.push({ kind: 'nasal', ms: 40 });
        const vowel = vowels!.replace('y', 'i')[0]!;
        segments.push({ kind: 'vowel', ms: 110 + (hashOf(word + vowels) % 50), vowel });
      }
      if (!/[aeiouy]/.test(word)) segments.push({ kind: 'vowel', ms: 140, vowel: 'e' });
      segments.push({ kind: 'pause', ms: 35 });
    }
  }
  return segments;
}

/** Two-pole resonator coefficients for one formant. */
function resonator(frequency: number, bandwidth: number, rate: number): [number, number, number] {
  const r = Math.exp((-Math.PI * bandwidth) / rate);
  const b = 2 * r * Math.cos((2 * Math.PI * Math.min(frequency, rate * 0.45)) / rate);
  const c = -r * r;
  return [1 - b - c, b, c];
}

const NASAL_FORMANTS: [number, number, number] = [250, 1100, 2400];
const BANDWIDTHS = [70, 90, 120];
const GAINS = [1, 0.55, 0.3];

/** PCM16 mono at sampleRate; deterministic for a given text. Written as one tight loop: it runs per reply. */
export function synthesizeSpeech(text: string, sampleRate: number): Int16Array {
  const segments = planSegments(text);
  const total = segments.reduce((sum, segment) => sum + Math.round((segment.ms * sampleRate) / 1000), 0);
  const out = new Float32Array(total);
  const question = text.trim().endsWith('?');
  const rampSamples = sampleRate * 0.02;
  let seed = hashOf(text) || 1;
  let offset = 0;
  let phase = 0;
  let previousNoise = 0;
  // Filter state of the three formant resonators.
  let a1 = 0,
    a2 = 0,
    b1 = 0,
    b2 = 0,
    c1 = 0,
    c2 = 0;
  for (const segment of segments) {
    const length = Math.round((segment.ms * sampleRate) / 1000);
    const progress = offset / Math.max(1, total);
    const pitch = 195 * (1.12 - 0.3 * progress) * (question && progress > 0.8 ? 1.3 : 1);
    const voiced = segment.kind === 'vowel' || segment.kind === 'nasal';
    const targets =
      segment.kind === 'nasal' ? NASAL_FORMANTS : (FORMANTS[segment.vowel ?? 'e'] ?? FORMANTS.e!);
    const [fa, fb, fc] = targets.map((f, k) => resonator(f, BANDWIDTHS[k]!, sampleRate)) as Array<
      [number, number, number]
    >;
    const loudness = segment.kind === 'nasal' ? 0.45 : 1;
    for (let i = 0; i < length; i += 1) {
      const edge = Math.min(1, Math.min(i, length - 1 - i) / rampSamples);
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const white = (seed >>> 0) / 4_294_967_296 - 0.5;
      let sample = 0;
      if (voiced) {
        phase += (pitch * (1 + 0.04 * Math.sin((i / length) * Math.PI))) / sampleRate;
        if (phase >= 1) phase -= 1;
        const pulse = phase < 0.6 ? Math.sin((Math.PI * phase) / 0.6) : 0;
        const source = pulse * pulse - 0.38 + 0.02 * white;
        const ya = fa![0] * source + fa![1] * a1 + fa![2] * a2;
        const yb = fb![0] * source + fb![1] * b1 + fb![2] * b2;
        const yc = fc![0] * source + fc![1] * c1 + fc![2] * c2;
        a2 = a1;
        a1 = ya;
        b2 = b1;
        b1 = yb;
        c2 = c1;
        c1 = yc;
        sample = (ya * GAINS[0]! + yb * GAINS[1]! + yc * GAINS[2]!) * loudness;
      } else if (segment.kind === 'fricative') {
        sample = (white - previousNoise) * 0.35; // differencing tilts the noise towards hiss
        previousNoise = white;
      } else if (segment.kind === 'stop' && i > length * 0.6) {
        sample = white * 0.5;
      }
      out[offset + i] = sample * edge * edge;
    }
    offset += length;
  }
  let peak = 0;
  for (let i = 0; i < total; i += 1) peak = Math.max(peak, Math.abs(out[i]!));
  const scale = peak > 0 ? (0.45 * 32767) / peak : 0;
  const pcm = new Int16Array(total);
  for (let i = 0; i < total; i += 1) pcm[i] = Math.round(out[i]! * scale);
  return pcm;
}
