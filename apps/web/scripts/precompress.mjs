// Writes .br and .gz beside every text asset of the build, so the server sends phones the
// compressed bytes (preCompressed in @fastify/static) without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The mobile app's build, or the folder given (the console's build runs it on its own dist).
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '../dist');
// WebAssembly (the console's QR reader) is not text, but compresses as well as text does.
const TEXT = /\.(js|css|html|svg|json|txt|wasm)$/;
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
