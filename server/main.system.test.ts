import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer } from './test/faults/server-process';

/** Starts the built entry point and collects what it prints until it exits or prints `until`. */
function start(env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, [builtServer()], {
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
  });
  let output = '';
  const done = new Promise<{ code: number | null; output: string }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) resolve({ code: null, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => resolve({ code, output }));
  });
  return { child, done };
}

// Each test starts real processes; the time-outs only guard against a hang on a busy machine.
describe('server start-up', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'treaddesk-main-'));
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

  it('refuses a bad configuration with one line per variable', async () => {
    const { done } = start({ PORT: 'abc', SESSION_MAX_HOURS: '-1' });
    const { code, output } = await done;
    expect(code).toBe(1);
    expect(output).toContain("PORT: must be a whole number (got 'abc')");
    expect(output).toContain("SESSION_MAX_HOURS: must be at least 1 (got '-1')");
  }, 60_000);

  it('prints a generated admin password once; a second process on the same folder refuses to start', async () => {
    const first = start({ DATA_DIR: dataDir, PORT: '0', SEED_SAMPLE_DATA: 'false' }, /is listening/);
    children.push(first.child);
    const started = await first.done;
    expect(started.output).toMatch(
      /Created global admin admin@treaddesk.local with the generated password: \S{16}/,
    );

    const second = start({ DATA_DIR: dataDir, PORT: '0' });
    const refused = await second.done;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is in use by another TreadDesk process');

    first.child.kill('SIGTERM');
    await new Promise((resolve) => first.child.on('exit', resolve));
    const third = start({ DATA_DIR: dataDir, PORT: '0' }, /is listening/);
    children.push(third.child);
    const restarted = await third.done;
    expect(restarted.output).not.toContain('generated password');
  }, 360_000); // a guard: three server starts on a busy machine
});
