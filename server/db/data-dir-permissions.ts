import fs from 'node:fs';
import path from 'node:path';

/** Owner-only: the folder holds password and session hashes, in the WAL as much as in the tables. */
const PRIVATE_UMASK = 0o077;

/** Every file and folder under `dir` (not following links), the folder itself first. */
function* walk(dir: string): Generator<{ file: string; isDirectory: boolean }> {
  yield { file: dir, isDirectory: true };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (entry.isFile()) yield { file, isDirectory: false };
  }
}

/** Removes group and other access under `dir`; answers how many entries had any. */
export function tightenDataDir(dataDir: string): number {
  let fixed = 0;
  for (const { file, isDirectory } of walk(dataDir)) {
    const mode = fs.statSync(file).mode & 0o777;
    if ((mode & PRIVATE_UMASK) === 0) continue;
    fs.chmodSync(file, isDirectory ? 0o700 : mode & 0o700);
    fixed += 1;
  }
  return fixed;
}

/**
 * Before the embedded database opens: files the process creates from now on are readable by its
 * owner only (umask 077), the folder is created 0700, and an existing folder's group and other
 * permissions are removed, with one log line saying how many entries were fixed.
 */
export function secureDataDir(dataDir: string, log: (line: string) => void) {
  process.umask(PRIVATE_UMASK);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fixed = tightenDataDir(dataDir);
  if (fixed > 0) {
    log(`Removed group and other access from ${fixed} entries in ${dataDir} (now owner-only).`);
  }
}
