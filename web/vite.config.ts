import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress-plugin.ts';

// Paths from this file's location, so the config works from any working directory.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

// The SPA lives in web/; the gateway serves web/dist and answers /graphql.
// '#domain/*' resolves through package.json "imports", as in the rest of the project.
export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph, walked by scripts/check-web-budget.ts.
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5173,
    proxy: { '/graphql': { target: 'http://localhost:4000', changeOrigin: true } },
  },
});
