// The Lighthouse benches' reference pages, built by Vite as one chunk into a temporary folder and
// served as the app serves its build: Brotli-compressed bytes, a year of caching for hashed assets, on
// 127.0.0.1. bench:lighthouse's is reference/ (React, antd-mobile and the home page's banner, nothing
// of the app); bench:console-lighthouse's is reference-console/ (React, antd and zh-CN, nothing of the
// console).
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { repoRoot } from './servers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface ReferencePage {
  url: string;
  stop: () => Promise<void>;
}

export interface ReferenceOptions {
  /** The page's folder in bench/ (an index.html and its script). */
  dir: string;
  /** Files of the repository served beside the build: the path served → the file, from the root. */
  files: Record<string, string>;
}

/** bench:lighthouse's: the mobile app's stack and its home page's banner. */
const MOBILE_REFERENCE: ReferenceOptions = {
  dir: 'reference',
  files: { '/images/banner-1.svg': 'apps/web/public/images/banner-1.svg' },
};

export async function startReferencePage(
  port: number,
  { dir, files: extra }: ReferenceOptions = MOBILE_REFERENCE,
): Promise<ReferencePage> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'tijian-reference-'));
  await build({
    root: path.join(import.meta.dirname, dir),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } },
  });
  for (const [served, from] of Object.entries(extra)) {
    const to = path.join(outDir, ...served.split('/'));
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(path.join(repoRoot, from), to);
  }

  const files = new Map<string, { type: string; br: Buffer }>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else
        files.set(`/${path.relative(outDir, file).split(path.sep).join('/')}`, {
          type: TYPES[path.extname(name)] ?? 'application/octet-stream',
          br: brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        });
    }
  };
  walk(outDir);

  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = files.get(pathname) ?? files.get('/index.html')!;
    response.setHeader('content-type', file.type);
    response.setHeader('content-encoding', 'br');
    response.setHeader(
      'cache-control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    response.end(file.br);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${bound}/`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
