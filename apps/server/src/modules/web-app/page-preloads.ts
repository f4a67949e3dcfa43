// The home page is a lazy chunk (the submit screen's first load stays under budget without it), but
// on /main the browser would only ask for it once the entry script has run: one more round trip
// before the first screen. The document's answer names it in a Link header instead, so a phone
// fetches it beside the entry. The names come from Vite's build manifest; no manifest, no header.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What a document path shows first (its page and the tab bar), as source files in apps/web. */
const HOME = [
  'src/features/centres/routes.ts',
  'src/features/centres/pages/home-page.tsx',
  'src/app/shell/app-tab-bar.tsx',
];
const FIRST_PAGES: Record<string, readonly string[]> = { '/': HOME, '/main': HOME };

/** Path → Link header value, for the document paths whose page chunk is worth fetching early. */
export function pagePreloads(webDist: string): Map<string, string> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const links = new Map<string, string>();
  if (!existsSync(file)) return links;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  for (const [documentPath, sources] of Object.entries(FIRST_PAGES)) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      // The entry is already in index.html; what it imports is loaded with it.
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of sources) visit(source);
    if (!scripts.size) continue;
    links.set(
      documentPath,
      [
        ...[...scripts].map((f) => `</${f}>; rel=modulepreload`),
        // Vite loads a chunk's CSS with crossorigin (anonymous), and a preload is used only by a
        // request in the same credentials mode: without it the browser fetches every file twice.
        ...[...styles].map((f) => `</${f}>; rel=preload; as=style; crossorigin`),
      ].join(', '),
    );
  }
  return links;
}
