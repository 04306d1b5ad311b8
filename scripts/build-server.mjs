// Bundles the server into dist/server/main.js and its speech worker thread into speech-worker.js
// (packages stay external), and copies the migrations and the common-password list beside them.
import { build } from 'esbuild';
import fs from 'node:fs';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'speech-worker': 'server/features/speech/speech-worker.ts',
  },
  outdir: 'dist/server',
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
fs.copyFileSync('server/features/auth/common-passwords.txt', 'dist/server/common-passwords.txt');
console.log('server bundled to dist/server/main.js');
