import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('embedded data folder lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'treaddesk-lock-'));
  const lockFile = path.join(dir, '.treaddesk.lock');
  afterEach(() => fs.rmSync(lockFile, { force: true }));

  it('refuses a folder held by another running process, with a clear message', async () => {
    const holder = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(lockFile, String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `is in use by another TreadDesk process (pid ${holder.pid})`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that was killed, and releases it', () => {
    fs.writeFileSync(lockFile, '999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
