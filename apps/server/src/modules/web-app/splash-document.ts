import { brotliCompressSync } from 'node:zlib';

/** index.html's splash (apps/web/index.html), which a page's document may replace with its own. */
const BOOT_SPLASH = /<div class="boot" role="status">[\s\S]*?<\/div>/;

/** A document the server wrote for one page, with its Brotli copy (made once, sent many times). */
export interface PageDocument {
  html: string;
  br: Buffer;
}

/**
 * index.html with its splash replaced by `splash` (HTML the caller made safe), or null when the
 * build has no splash to replace: the plain index.html goes then. React replaces either on start.
 */
export function documentWithSplash(index: string, splash: string): PageDocument | null {
  if (!BOOT_SPLASH.test(index)) return null;
  // A function, so that a `$` in the splash is never read as a replacement pattern.
  const html = index.replace(BOOT_SPLASH, () => splash);
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
