/** Whole-database backups as gzipped JSON lines, from the admin route or `npm run backup` / `restore`. */
export type { TableSummary } from './backup.format';
export { readManifest } from './backup.lines';
export { restoreBackup } from './backup.restore';
export { writeBackup } from './backup.snapshot';
