import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressAssets } from './scripts/precompress-assets';

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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000', '/ws': { target: 'ws://127.0.0.1:5000', ws: true } },
  },
});
