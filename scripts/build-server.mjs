// Bundles the server into dist/server/main.js (packages stay external) and copies its migrations beside it.
import { build } from 'esbuild';
import fs from 'node:fs';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.rmSync('dist/server/migrations', { recursive: true, force: true });
fs.cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server bundled to dist/server/main.js');
