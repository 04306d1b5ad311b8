import fs from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { BackupLine, BackupManifest } from './backup.format';
import { BackupFormatError } from './backup.format';

/** The lines of a backup, parsed, as they are read (backups may be larger than memory). */
export async function* linesOf(input: Readable): AsyncGenerator<BackupLine> {
  const lines = readline.createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as BackupLine;
}

/** The manifest at the end of a backup file; throws when the file is cut short. */
export async function readManifest(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  for await (const line of linesOf(fs.createReadStream(file))) if (line.kind === 'manifest') manifest = line;
  if (!manifest) throw new BackupFormatError(`${file} ends before its manifest: it is incomplete.`);
  return manifest;
}
