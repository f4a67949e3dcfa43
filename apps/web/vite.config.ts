import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { homeScreenChunk, submitScreenChunk } from './scripts/first-screen-chunks.ts';
import { inlineEntryCss } from './scripts/inline-entry-css.ts';

// `@/x` is apps/web/src/x (the same mapping as tsconfig's paths), so imports say where they land.
const src = fileURLToPath(new URL('./src/', import.meta.url));
const require = createRequire(import.meta.url);
const ENTRY_JS = /^assets\/index-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineEntryCss()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: src },
      // react-router's package points every bundler at its development build (extra checks and
      // messages); the production build is the same API, ~0.5 KB smaller gzipped in the entry.
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
    // dist/.vite/manifest.json: the server reads it to name /main's page chunk in a Link header.
    manifest: true,
    modulePreload: {
      // The entry is running by the time anything imports lazily: never a file to preload.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ENTRY_JS.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone: the entry carries every lazy chunk's file name
        // (and its CSS's) for preloading, and with ~250 of them the names cost ~1 KB of the first load.
        // bench:size names each chunk's parts from its source map. Seven characters of hash (42 bits,
        // the fewest rolldown accepts for this many files) instead of eight take ~0.3 KB more off it.
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        // Everything the entry imports statically (React, the router, the shell, the home page) is one
        // file. Left to itself the bundler cut it into ~15 files of shared pieces, each one more request
        // before the first screen on a phone network (and on HTTP/1.1, more rounds of six).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The submit screen, reloaded mid-booking, is the other first screen: one chunk too.
            {
              name: submitScreenChunk(),
              debugName: 'submit-screen',
              // What it imports from /main's chunks stays there: /main loads nothing more.
              includeDependenciesRecursively: false,
            },
            // What only /main's first screen uses besides: one chunk rather than ~25 small ones.
            { name: homeScreenChunk(), debugName: 'home-screen', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/m': { target: 'http://localhost:8080' } },
  },
}));
