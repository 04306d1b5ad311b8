// The built app on a fresh embedded database with sample data, for the browser tests.
import fs from 'node:fs';

const dataDir = `.tmp/e2e-data-${process.env.E2E_PORT ?? '5099'}`;
fs.rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '5099',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@treaddesk.local',
  ADMIN_PASSWORD: 'e2e-admin-password',
  SEED_SAMPLE_DATA: 'true',
  SAMPLE_PASSWORD: 'treaddesk-demo-2025',
  LOG_LEVEL: 'warn',
  // Specs read the figures right after changing the data they count.
  REPORT_CACHE_SECONDS: '0',
  // No due-soon sweep: a spec counting a bell's unread notices must not see one arrive mid-count.
  DUE_WARNING_INTERVAL_MS: '0',
  // Specs that spend demo calls send their own X-Forwarded-For (support/addresses.ts).
  TRUST_PROXY: '127.0.0.1',
  NODE_ENV: 'production',
});
await import('../../dist/server/main.js');
