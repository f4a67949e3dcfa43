import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * Puts the entry's stylesheet into index.html itself. The inline splash and the first screen then paint
 * without waiting for one more request (a round trip on a phone network), and the page's own scripts
 * are the only thing left to fetch. The file stays in the build: a lazy import made from a page chunk may
 * list the entry stylesheet among its preloads (Vite writes that list after this hook runs), and a
 * missing file there fails the import with "Unable to preload CSS". Fetching it again costs a cached
 * request at most; applying the same rules twice changes nothing.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'tijian:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          const referenced = Object.values(bundle).some(
            (output) => output.type === 'chunk' && output.code.includes(fileName),
          );
          if (referenced) return link;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
