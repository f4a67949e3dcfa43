// Writes .br and .gz beside every text asset of the build, so the server sends phones the
// compressed bytes (preCompressed in @fastify/static) without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|css|html|svg|json|txt)$/;
let files = 0;
let raw = 0;
let brotli = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(name)) compress(file);
  }
}

function compress(file) {
  const body = readFileSync(file);
  // Tiny files gain nothing and cost a second lookup.
  if (body.length < 1024) return;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  raw += body.length;
  brotli += br.length;
}

walk(dist);
console.log(
  `precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB (brotli)`,
);
