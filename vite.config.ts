import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

/**
 * One build for the browser: the builder app (editor/index.html) and the visitor islands
 * (renderer/client.tsx). The server reads dist/.vite/manifest.json to find the hashed files.
 */
export default defineConfig({
  plugins: [react()],
  base: '/static/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: {
        editor: resolve(import.meta.dirname, 'editor/index.html'),
        client: resolve(import.meta.dirname, 'renderer/client.tsx'),
      },
    },
  },
});
