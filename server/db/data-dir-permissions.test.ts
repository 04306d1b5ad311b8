import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from './client';
import { secureDataDir } from './data-dir-permissions';

function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>();
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    modes.set(name, fs.lstatSync(file).mode & 0o777);
  }
  return modes;
}

describe('the embedded database folder is private to its owner', () => {
  const before = process.umask();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'treaddesk-perm-'));
  afterEach(() => {
    process.umask(before);
  });

  it('fixes an existing folder made 0777 with files 0666, with one log line', () => {
    const dir = path.join(root, 'existing');
    fs.mkdirSync(path.join(dir, 'base', '1'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'base', '1', '1259'), 'rows');
    fs.writeFileSync(path.join(dir, 'pg_wal'), 'hashes');
    for (const file of [dir, path.join(dir, 'base'), path.join(dir, 'base', '1')]) fs.chmodSync(file, 0o777);
    for (const file of [path.join(dir, 'base', '1', '1259'), path.join(dir, 'pg_wal')])
      fs.chmodSync(file, 0o666);
    const lines: string[] = [];
    secureDataDir(dir, (line) => lines.push(line));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(Object.fromEntries(modesUnder(dir))).toEqual({
      base: 0o700,
      'base/1': 0o700,
      'base/1/1259': 0o600,
      pg_wal: 0o600,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('5 entries');
    const again: string[] = [];
    secureDataDir(dir, (line) => again.push(line));
    expect(again).toEqual([]);
  });

  it('creates a new folder 0700 whose database files are all owner-only', async () => {
    process.umask(0o000);
    const dir = path.join(root, 'fresh');
    const lines: string[] = [];
    const database = await openEmbeddedDatabase({ dataDir: dir, log: (line) => lines.push(line) });
    await database.db.execute(sql`create table notes_canary (id serial primary key, body text)`);
    await database.close();
    expect(lines).toEqual([]);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const modes = [...modesUnder(dir).values()];
    expect(modes.length).toBeGreaterThan(100);
    expect(modes.filter((mode) => (mode & 0o077) !== 0)).toEqual([]);
  }, 180_000); // a guard: a new embedded database takes minutes on a busy machine
});
