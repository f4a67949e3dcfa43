import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkHeader, pagePreloads } from './page-preloads.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function webDist(manifest: object | null): string {
  dir = mkdtempSync(path.join(tmpdir(), 'preloads-'));
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('pagePreloads', () => {
  it("names the first screens' page chunks, their features' loaders, what they import and their styles, but not the entry", () => {
    const links = pagePreloads(
      webDist({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/features/centres/routes.ts': { file: 'assets/centre-pages-1.js', imports: ['index.html'] },
        'src/features/booking/routes.ts': { file: 'assets/booking-pages-1.js', imports: ['index.html'] },
        'src/features/booking/pages/submit-page.tsx': { file: 'assets/submit-1.js', imports: ['_shared.js'] },
        'src/features/centres/pages/home-page.tsx': {
          file: 'assets/home-1.js',
          imports: ['index.html', '_shared.js'],
          css: ['assets/home-1.css'],
        },
        '_shared.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
        'src/app/shell/app-tab-bar.tsx': { file: 'assets/tab-bar-1.js', imports: ['_shared.js'] },
      }),
    );
    const expected =
      '</assets/centre-pages-1.js>; rel=modulepreload, </assets/home-1.js>; rel=modulepreload, ' +
      '</assets/shared-1.js>; rel=modulepreload, ' +
      '</assets/tab-bar-1.js>; rel=modulepreload, </assets/home-1.css>; rel=preload; as=style; crossorigin';
    expect(linkHeader(links.get('/main')!)).toBe(expected);
    expect(links.get('/')).toEqual(links.get('/main'));
    expect(links.get('/appointment/submit')).toEqual({
      scripts: ['/assets/booking-pages-1.js', '/assets/submit-1.js', '/assets/shared-1.js'],
      styles: [],
    });
    expect(linkHeader(links.get('/appointment/submit')!)).toBe(
      '</assets/booking-pages-1.js>; rel=modulepreload, </assets/submit-1.js>; rel=modulepreload, ' +
        '</assets/shared-1.js>; rel=modulepreload',
    );
    expect(links.has('/entrance')).toBe(false);
  });

  it('names nothing without a build manifest', () => {
    expect(pagePreloads(webDist(null)).size).toBe(0);
  });
});
