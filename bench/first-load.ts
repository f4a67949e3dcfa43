// What a page load costs in JavaScript, measured in the browser: shared by bench:size (the mobile app)
// and bench:console (the staff console).
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export type Script = { name: string; raw: number; gzip: number };

/** Every script a load executes (from the network or the cache), with the scripts inlined in the page. */
export async function firstLoad(page: Page, load: () => Promise<unknown>): Promise<Script[]> {
  const scripts: Script[] = [];
  const reading: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.body().then((body) => {
        const name = new URL(response.url()).pathname;
        scripts.push({ name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  };
  page.on('response', onResponse);
  await load();
  page.off('response', onResponse);
  // Scripts written into index.html travel with the page; they count too.
  const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((n) => n.textContent ?? ''));
  await Promise.all(reading);
  for (const [i, text] of inline.entries()) {
    if (!text.trim()) continue;
    const body = Buffer.from(text);
    scripts.push({
      name: `(inline script ${i + 1} in index.html)`,
      raw: body.length,
      gzip: gzipSync(body).length,
    });
  }
  return scripts;
}
