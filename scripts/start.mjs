// npm start: runs the built server; says what to do when there is no build yet.
import fs from 'node:fs';

if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/web/index.html')) {
  console.error('No build found: run `npm run build` first (or `npm run dev` for development).');
  process.exit(1);
}
if (!fs.existsSync('/usr/share/pocketsphinx/model/en-us/en-us.lm.bin')) {
  console.warn(
    'Speech recognition is not installed, so the offline voice demo can only read typed messages.\n' +
      "To let it hear, install Debian's recognizer: sudo apt-get install pocketsphinx pocketsphinx-en-us",
  );
}
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
