import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/;
const DEPS_LIST =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);/;
const DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * Puts the entry's stylesheet into index.html itself. The inline splash and the first screen then paint
 * without waiting for one more request (a round trip on a phone network), and the page's own scripts
 * are the only thing left to fetch.
 *
 * Vite lists, next to each lazy import made outside the entry, the stylesheets that import needs, the
 * entry's among them (it cannot know the entry's is always applied). Left there, the first such import
 * would fetch the inlined rules again as a file. So the entry's stylesheet is taken out of every
 * chunk's list (the list of file names and the indices each import passes into it). The file stays in
 * the build, so that a list this misses still loads.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'tijian:inline-entry-css',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const source = String(html.source);
        const fileName = source.match(STYLESHEET_LINK)?.[1];
        const css = fileName ? bundle[fileName] : undefined;
        if (!fileName || css?.type !== 'asset') return;
        unlistStylesheet(bundle, fileName);
        html.source = source.replace(STYLESHEET_LINK, () => `<style>${String(css.source)}</style>`);
      },
    },
  };
}

function unlistStylesheet(bundle: OutputBundle, fileName: string) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const list = chunk.code.match(DEPS_LIST);
    if (!list?.[1]) continue;
    const files = JSON.parse(list[1]) as string[];
    const removed = files.indexOf(fileName);
    if (removed < 0) continue;
    files.splice(removed, 1);
    const header = list[0].replace(list[1], JSON.stringify(files));
    const body = chunk.code.slice(list[0].length).replace(DEPS_CALL, (_call, indices: string) => {
      const kept = indices
        .split(',')
        .filter((i) => i !== '' && Number(i) !== removed)
        .map((i) => (Number(i) > removed ? Number(i) - 1 : Number(i)));
      return `__vite__mapDeps([${kept.join(',')}])`;
    });
    chunk.code = header + body;
  }
}
