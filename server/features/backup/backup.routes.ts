import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../../domain/responses';
import { recordAudit } from '../../lib/audit';
import { authorize, requireUser } from '../../lib/request-context';
import { writeBackup } from './backup.snapshot';

/**
 * POST /api/admin/backup (global admins): a consistent backup of the whole database, for the
 * embedded database above all, whose folder the running server holds locked (`npm run backup`
 * calls this). The snapshot goes to a private temporary file first, so the embedded database's
 * single connection is held only as long as the snapshot takes, not as long as the download.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/backup',
    {
      onRequest: authorize(['global_admin']),
      schema: {
        tags: ['admin'],
        summary: 'Download a consistent backup of the whole database',
        response: { 200: fileResponse('application/gzip', 'The backup file (.tdbackup)') },
      },
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const file = path.join(os.tmpdir(), `treaddesk-backup-${randomBytes(8).toString('hex')}.gz`);
      try {
        const manifest = await writeBackup(app.deps.database, fs.createWriteStream(file, { mode: 0o600 }));
        const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
        await recordAudit(app.deps.database.db, {
          tenantId: null,
          userId: session.user.id,
          action: 'create',
          entity: 'backup',
          entityId: new Date().toISOString(),
          changes: { tables: manifest.tables.length, rows },
        });
        request.log.info({ userId: session.user.id, event: 'backup_taken', rows }, 'backup taken');
      } catch (error) {
        fs.rmSync(file, { force: true });
        throw error;
      }
      const download = fs.createReadStream(file);
      download.once('close', () => fs.rm(file, { force: true }, () => {}));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      return reply
        .type('application/gzip')
        .header('Content-Disposition', `attachment; filename="treaddesk-${stamp}.tdbackup"`)
        .send(download);
    },
  );
};
