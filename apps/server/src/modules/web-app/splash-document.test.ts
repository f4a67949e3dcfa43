import { describe, expect, it } from 'vitest';
import { documentWithSplash, escapeHtml } from './splash-document.ts';

// index.html as Vite writes it: the entry in the head with the chunk it imports, the splash in #root.
const INDEX =
  '<!doctype html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">\n</head>' +
  '<body><div id="root"><div class="boot" role="status"><strong>体检专家</strong>加载中....</div></div>' +
  '<script>/* start */</script></body>';

const startOf = (html: string) =>
  JSON.parse(
    (html.match(/data-app-start="([^"]*)"/)?.[1] ?? 'null').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  );

describe('documentWithSplash', () => {
  it('puts the page’s splash where index.html has its own, its content as given', () => {
    const page = documentWithSplash(INDEX, { className: 'boot-page', content: '<p>改期 $& $1</p>' });
    expect(page?.html).toContain('<div id="root"><div class="boot-page" role="status" data-app-start=');
    expect(page?.html).toContain('><p>改期 $& $1</p></div></div>');
    expect(page?.html).not.toContain('class="boot"');
  });

  it('names no script to the browser: the splash lists the entry, its chunks and the page’s own for the start script', () => {
    const page = documentWithSplash(
      INDEX,
      { className: 'boot-page', content: '<p>x</p>' },
      { scripts: ['/assets/submit-1.js', '/assets/shared-1.js'], styles: ['/assets/submit-1.css'] },
    )!;
    expect(page.html).not.toContain('<script type="module"');
    expect(page.html).not.toContain('modulepreload');
    expect(page.html).toContain('<script>/* start */</script>');
    expect(startOf(page.html)).toEqual({
      entry: '/assets/index-1.js',
      scripts: ['/assets/shared-1.js', '/assets/submit-1.js'],
      styles: ['/assets/submit-1.css'],
    });
  });

  it('leaves the scripts as Vite wrote them when it cannot find the entry', () => {
    const index = INDEX.replace('type="module" crossorigin', 'type="module"');
    const page = documentWithSplash(index, { className: 'boot-page', content: '<p>x</p>' })!;
    expect(page.html).not.toContain('data-app-start');
    expect(page.html).toContain('<script type="module" src="/assets/index-1.js">');
  });

  it('gives no document for a build without the splash', () => {
    expect(
      documentWithSplash('<!doctype html><div id="root"></div>', { className: 'x', content: '' }),
    ).toBeNull();
  });
});

describe('escapeHtml', () => {
  it('leaves no markup in text from the database', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
    expect(escapeHtml('北京朝阳健康体检中心')).toBe('北京朝阳健康体检中心');
  });
});
