// What a built chunk is made of: the web app is built a second time with source maps into a temporary
// folder (the served build has none; a served chunk is matched to its twin by code), and each mapped
// segment of the chunk is counted towards its source: an npm package (antd-mobile by component), or
// a folder of apps/web/src. Bytes are those of the minified chunk.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { repoRoot } from './servers.ts';

export interface ChunkPart {
  name: string;
  bytes: number;
}

/** Builds the web app with source maps and returns, per asked chunk (`/assets/x.js`), its parts by size. */
export function chunkContents(chunkPaths: string[]): Map<string, ChunkPart[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'tijian-web-sourcemap-'));
  try {
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: path.join(repoRoot, 'apps/web'),
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (build.status !== 0) throw new Error('the source-map build of apps/web failed');
    // The two builds name chunks by different hashes (source maps change them), so a served chunk is
    // found by its code with every chunk file name blanked out.
    const mapped = new Map<string, string>();
    for (const name of readdirSync(path.join(outDir, 'assets'))) {
      if (!name.endsWith('.js')) continue;
      const file = path.join(outDir, 'assets', name);
      mapped.set(withoutChunkNames(readFileSync(file, 'utf8')), file);
    }
    const contents = new Map<string, ChunkPart[]>();
    for (const chunkPath of chunkPaths) {
      const served = path.join(repoRoot, 'apps/web/dist', chunkPath);
      if (!existsSync(served)) continue;
      const file = mapped.get(withoutChunkNames(readFileSync(served, 'utf8')));
      if (file && existsSync(`${file}.map`)) contents.set(chunkPath, partsOf(file));
    }
    return contents;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** A chunk's code with the names of the chunks it refers to (hashes) blanked out. */
function withoutChunkNames(code: string): string {
  return code.replace(/[\w-]+\.(js|css)\b/g, '#.$1');
}

function partsOf(file: string): ChunkPart[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((m) =>
    mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
  );
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  const bytes = new Map<string, number>();
  for (const [i, m] of mappings.entries()) {
    const next = mappings[i + 1];
    const end = next && next.line === m.line ? next.column : (lines[m.line - 1]?.length ?? m.column);
    const name = partName(m.source);
    bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - m.column));
  }
  return [...bytes].map(([name, n]) => ({ name, bytes: n })).sort((a, b) => b.bytes - a.bytes);
}

function partName(source: string | null): string {
  if (!source) return '(unmapped: bundler glue)';
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const segments = source.slice(inModules + 'node_modules/'.length).split('/');
    const scoped = segments[0]?.startsWith('@');
    const pkg = segments.slice(0, scoped ? 2 : 1).join('/');
    // antd-mobile is one package of many components; which ones load is what the web team chooses.
    if (pkg === 'antd-mobile' && segments[2] === 'components') return `antd-mobile/${segments[3]}`;
    return pkg;
  }
  const web = source.match(/apps\/web\/src\/(.+)$/);
  if (web?.[1]) {
    const segments = web[1].split('/');
    // features/<name>/… and shared/<name>/… by folder; the app shell and entry by file.
    return segments.length > 2 ? `web ${segments.slice(0, 2).join('/')}` : `web ${web[1]}`;
  }
  const workspace = source.match(/packages\/([^/]+)\//);
  if (workspace) return `@tijian/${workspace[1]}`;
  return source;
}
