import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `@/x` is apps/console/src/x (the same mapping as tsconfig's paths).
const src = fileURLToPath(new URL('./src/', import.meta.url));
const require = createRequire(import.meta.url);

// The staff console, served by the API server under /console (its assets under /console/assets).
export default defineConfig(({ command }) => ({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: src },
      // As in apps/web: react-router points bundlers at its development build; the production build is
      // the same API, smaller.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(
                path.dirname(require.resolve('react-router')),
                '../production/index.mjs',
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: bench:console reads it to find the sign-in page's and the shell's chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[name]-[hash:8].js',
        assetFileNames: 'assets/[name]-[hash:8][extname]',
        // Everything the entry imports statically (React, antd's core, the sign-in page) is one file;
        // left to itself the bundler mixes pieces only the lazy screens use (the menu, the tables) into
        // chunks the entry also loads.
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    // The mobile app's dev server takes 5173.
    port: 5174,
    strictPort: true,
    proxy: { '/m': { target: 'http://localhost:8080' } },
  },
}));
