import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The QA console is its own small app (docs/design/qa.md#qa-console): the mock serves `dist/` at
 * /__mock/console/, so nothing of it reaches the member site's bundles.
 */
export default defineConfig({
  base: '/__mock/console/',
  plugins: [react()],
  // `@/` is src/, as in the web app; the files the package exports (the scenario report and what
  // it imports) stay relative, so the scenario runner loads them in Node without this alias.
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: 'hidden',
    // Testers use current desktop browsers.
    target: 'es2022',
  },
  server: {
    // `npm run dev -w console` with a gateway (npm start) on 8080 behind it.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/__mock/': { target: 'http://127.0.0.1:8080', bypass: (req) => (req.url?.startsWith('/__mock/console') ? req.url : undefined) },
    },
  },
});
