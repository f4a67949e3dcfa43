import { brotliCompressSync } from 'node:zlib';
import type { PagePreloads } from './page-preloads.ts';

/** index.html's splash (apps/web/index.html), which a page's document may replace with its own. */
const BOOT_SPLASH = /<div class="boot" role="status">[\s\S]*?<\/div>/;
/** The entry script and the chunks it imports, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** A document the server wrote for one page, with its Brotli copy (made once, sent many times). */
export interface PageDocument {
  html: string;
  br: Buffer;
}

const NOTHING: PagePreloads = { scripts: [], styles: [] };

/** What a page's document paints before its scripts: the splash element's class and its HTML. */
export interface Splash {
  className: string;
  /** HTML the caller made safe. */
  content: string;
}

/**
 * index.html with its splash replaced by the page's, or null when the build has no splash to
 * replace: the plain index.html goes then. React replaces it on start.
 *
 * Such a splash is the page's first paint, and the scripts wait for it. The document names none of
 * them to the browser; the splash lists the entry, the chunks it imports and the page's own
 * (`preloads`) in data-app-start, and index.html's start script asks for them once it has painted.
 * Named in the document or a Link header, they would be fetched beside it and, on a fast link, run
 * before the browser's first frame, holding the splash back until the app had started; on a phone
 * network they would share the bandwidth the document needs.
 */
export function documentWithSplash(
  index: string,
  splash: Splash,
  preloads: PagePreloads = NOTHING,
): PageDocument | null {
  if (!BOOT_SPLASH.test(index)) return null;
  const entry = index.match(ENTRY_SCRIPT)?.[1];
  // Without the entry's tag to take out (a build that writes it otherwise) the page starts as usual.
  const start = entry
    ? ` data-app-start="${escapeHtml(
        JSON.stringify({
          entry,
          scripts: [
            ...new Set([...[...index.matchAll(MODULE_PRELOAD)].map((m) => m[1]!), ...preloads.scripts]),
          ],
          styles: preloads.styles,
        }),
      )}"`
    : '';
  const element = `<div class="${splash.className}" role="status"${start}>${splash.content}</div>`;
  // Functions, so that a `$` in the splash is never read as a replacement pattern.
  let html = index.replace(BOOT_SPLASH, () => element);
  if (entry) html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return { html, br: brotliCompressSync(html) };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text from the database, safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
