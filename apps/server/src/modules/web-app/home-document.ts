import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ContentService } from '../content/service.ts';
import type { PagePreloads } from './page-preloads.ts';
import { documentWithSplash, type PageDocument } from './splash-document.ts';

/** An image of the build this small travels inside the document: no request before the first paint. */
const INLINE_LIMIT_BYTES = 4096;
const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * The home page's largest paint is the platform's first banner, which the app shows only once its
 * scripts ran and the banner list came back. The document of / and /main paints it in the splash
 * instead (same width and aspect ratio), so it shows as soon as the image arrives; React then
 * replaces the splash with the same banner. A banner file of the build under 4 KB (the demo's SVG)
 * is written into the document as a data URL, so it paints with the document, competing with none of
 * the scripts for the phone's bandwidth; a larger one is fetched first (fetchpriority). Made once per
 * banner (the list is read-cached), with its Brotli copy; without a banner, or a splash to replace,
 * null: the plain index.html goes.
 */
export function homeDocumentOf(
  indexHtml: string,
  content: Pick<ContentService, 'banners'>,
  preloads?: PagePreloads,
) {
  let cached: { url: string; document: PageDocument | null } | null = null;
  return async function homeDocument(): Promise<PageDocument | null> {
    try {
      const url = (await content.banners(undefined))[0]?.imageUrl;
      if (!url || !/^\/[\w./-]+$/.test(url)) return null;
      if (cached?.url !== url) {
        const index = readFileSync(indexHtml, 'utf8');
        const image = `<img src="${inlined(path.dirname(indexHtml), url) ?? url}" alt="" width="750" height="320" fetchpriority="high">`;
        const splash = { className: 'boot-home', content: `${image}<p>加载中....</p>` };
        cached = { url, document: documentWithSplash(index, splash, preloads) };
      }
      return cached.document;
    } catch {
      return null;
    }
  };
}

/** The image at a path of the build as a data URL, when it is small enough to travel in the page. */
function inlined(webDist: string, url: string): string | null {
  const file = path.join(webDist, url);
  const type = IMAGE_TYPES[path.extname(file)];
  if (!type || !file.startsWith(webDist + path.sep) || !existsSync(file)) return null;
  if (statSync(file).size > INLINE_LIMIT_BYTES) return null;
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}
