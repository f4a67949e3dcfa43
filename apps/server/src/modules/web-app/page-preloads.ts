// Every page is a lazy chunk, loaded after its feature's page loaders (also a chunk), so on a first
// load the browser would only ask for them once the entry script has run: two more round trips
// before the first screen. For the first screens that matter most (the home page, the submit screen
// reloaded mid-booking) the document's answer names them instead, so a phone fetches them beside the
// entry: in a Link header, or in the start script of a document the server painted
// (splash-document.ts). The names come from Vite's build manifest; no manifest, no names.
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
/** The submit screen, the other first screen the budgets name (a phone reloading it mid-booking). */
const SUBMIT = ['src/features/booking/routes.ts', 'src/features/booking/pages/submit-page.tsx'];
const FIRST_PAGES: Record<string, readonly string[]> = {
  '/': HOME,
  '/main': HOME,
  '/appointment/submit': SUBMIT,
};

/** What a first screen needs beside the entry: its chunks (with what they import) and their styles. */
export interface PagePreloads {
  scripts: string[];
  styles: string[];
}

/** Path → what to fetch early, for the document paths whose page chunk is worth fetching early. */
export function pagePreloads(webDist: string): Map<string, PagePreloads> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const links = new Map<string, PagePreloads>();
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
    links.set(documentPath, {
      scripts: [...scripts].map((f) => `/${f}`),
      styles: [...styles].map((f) => `/${f}`),
    });
  }
  return links;
}

/** The Link header that has a browser fetch them while it reads the document. */
export function linkHeader({ scripts, styles }: PagePreloads): string {
  return [
    ...scripts.map((f) => `<${f}>; rel=modulepreload`),
    // Vite loads a chunk's CSS with crossorigin (anonymous), and a preload is used only by a
    // request in the same credentials mode: without it the browser fetches every file twice.
    ...styles.map((f) => `<${f}>; rel=preload; as=style; crossorigin`),
  ].join(', ');
}
