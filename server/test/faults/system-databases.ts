import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminDatabaseUrl } from '../databases';

/** A database of its own on the test PostgreSQL server, dropped again by drop(). */
export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

async function admin<T>(fn: (client: pg.Client) => Promise<T>, url = adminDatabaseUrl()): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `treaddesk_${prefix}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** Runs one query as the test server's superuser, in its own database or the one at `url`. */
export function adminQuery<T>(text: string, params: unknown[] = [], url?: string): Promise<T[]> {
  return admin(async (client) => (await client.query(text, params)).rows as T[], url);
}

/** An empty folder for an embedded database, removed again by remove(). */
export function scratchDataDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `treaddesk-${prefix}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
