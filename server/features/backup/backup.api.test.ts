import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { auditLog } from '../../db/schema';
import { claimInState } from '../../test/claim-states';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BackupHeader, BackupLine, BackupManifest } from './backup.format';
import { linesOf } from './backup.lines';

describe('POST /api/admin/backup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is for global admins only', async () => {
    expect((await t.anonymous().post('/api/admin/backup')).status).toBe(401);
    expect((await (await t.signIn('user')).post('/api/admin/backup')).status).toBe(403);
    expect((await (await t.signIn('tenantAdmin')).post('/api/admin/backup')).status).toBe(403);
  });

  it('sends a gzip of the whole database whose manifest matches every table, and audits it', async () => {
    const admin = await t.signIn('globalAdmin');
    // A credited claim, so the credit ledger has a row to back up.
    await claimInState(t, 'credited');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backup',
      headers: { cookie: admin.cookie! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="treaddesk-.*\.tdbackup"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines: BackupLine[] = [];
    for await (const line of linesOf(Readable.from([response.rawPayload]))) lines.push(line);
    const header = lines[0] as BackupHeader;
    expect(header).toMatchObject({
      kind: 'header',
      format: 'treaddesk-backup',
      version: 1,
      driver: t.database.driver,
    });
    const manifest = lines.at(-1) as BackupManifest;
    for (const table of manifest.tables) {
      const [live] = rowsOf<{ n: number }>(
        await t.database.db.execute(sql.raw(`select count(*)::int as n from "${table.name}"`)),
      );
      const sent = lines.filter((line) => line.kind === 'rows' && line.table === table.name);
      // The backup's own audit entry is written after its snapshot.
      expect(table.rows, table.name).toBe(live!.n - (table.name === 'audit_log' ? 1 : 0));
      expect(sent.reduce((n, line) => n + (line.kind === 'rows' ? line.rows.length : 0), 0)).toBe(table.rows);
    }
    expect(manifest.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'tickets',
        'ticket_events',
        'users',
        'sessions',
        'claim_events',
        'claim_settings',
        'claim_credits',
        'warranty_programmes',
        'claim_counts',
        'search_words',
      ]),
    );
    expect(manifest.tables.find((table) => table.name === 'claim_credits')?.rows).toBe(1);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'backup'));
    expect(audits).toHaveLength(1);
    expect(gunzipSync(response.rawPayload).toString()).not.toContain('correct-horse-battery');
  });
});
