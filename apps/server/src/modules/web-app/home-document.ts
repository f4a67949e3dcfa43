import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import type { ContentService } from '../content/service.ts';

/** index.html's splash (apps/web/index.html), which the home document replaces with its banner. */
const BOOT_SPLASH = /<div class="boot" role="status">[\s\S]*?<\/div>/;

export interface HomeDocument {
  html: string;
  br: Buffer;
}

/**
 * The home page's largest paint is the platform's first banner, which the app shows only once its
 * scripts ran and the banner list came back. The document of / and /main paints it in the splash
 * instead (same width and aspect ratio), so it shows as soon as the image arrives; React then
 * replaces the splash with the same banner. Made once per banner (the list is read-cached), with
 * its Brotli copy; without a banner, or a splash to replace, null: the plain index.html goes.
 */
export function homeDocumentOf(indexHtml: string, content: Pick<ContentService, 'banners'>) {
  let cached: (HomeDocument & { url: string }) | null = null;
  return async function homeDocument(): Promise<HomeDocument | null> {
    try {
      const url = (await content.banners(undefined))[0]?.imageUrl;
      if (!url || !/^\/[\w./-]+$/.test(url)) return null;
      if (cached?.url !== url) {
        const index = readFileSync(indexHtml, 'utf8');
        if (!BOOT_SPLASH.test(index)) return null;
        const html = index.replace(
          BOOT_SPLASH,
          `<div class="boot-home" role="status"><img src="${url}" alt="" width="750" height="320" fetchpriority="high"><p>加载中....</p></div>`,
        );
        cached = { url, html, br: brotliCompressSync(html) };
      }
      return cached;
    } catch {
      return null;
    }
  };
}
