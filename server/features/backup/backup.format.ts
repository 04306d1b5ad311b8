/**
 * A backup is a gzip of JSON lines: a header, then per table its columns and its rows in batches,
 * then a manifest with every table's row count and checksum, all read in one snapshot.
 * See docs/decisions/007-backup-and-restore.md.
 */
export const BACKUP_FORMAT = 'treaddesk-backup';
export const BACKUP_VERSION = 1;

export type SchemaVersion = { migrations: number; lastMigrationAt: string | null };

export type BackupHeader = {
  kind: 'header';
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  driver: 'pglite' | 'pg';
  schema: SchemaVersion;
};

export type TableStart = { kind: 'table'; name: string; columns: string[] };
export type RowBatch = { kind: 'rows'; table: string; rows: unknown[] };
export type TableSummary = { name: string; rows: number; checksum: string };
export type BackupManifest = { kind: 'manifest'; tables: TableSummary[] };

export type BackupLine = BackupHeader | TableStart | RowBatch | BackupManifest;

export class BackupFormatError extends Error {}
