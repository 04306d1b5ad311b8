import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressAssets } from './scripts/precompress-assets';

/** The app's own script modules, apart from the entry. */
const webSource = /\/web\/(?!main\.tsx$).*\.tsx?$/;

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: { alias: { '@domain': new URL('./domain', import.meta.url).pathname } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports preloads modules itself; the polyfill would cost each page's first load.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // A web feature is imported through its index.ts. The app's own modules only declare (they
      // run nothing on import but the entry and the styles), so a page's chunk keeps only what it
      // uses from a feature's index, not every module the index names.
      treeshake: { moduleSideEffects: (id) => !webSource.test(id) },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000', '/ws': { target: 'ws://127.0.0.1:5000', ws: true } },
  },
});
