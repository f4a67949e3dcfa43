import { describe, expect, it } from 'vitest';
import { documentWithSplash, escapeHtml } from './splash-document.ts';

const INDEX =
  '<!doctype html><div id="root"><div class="boot" role="status"><strong>体检专家</strong>加载中....</div></div>';

describe('documentWithSplash', () => {
  it('puts the splash where index.html has its own, as given', () => {
    const page = documentWithSplash(INDEX, '<p>改期须在体检前一日18:00前办理 $& $1</p>');
    expect(page?.html).toBe('<!doctype html><div id="root"><p>改期须在体检前一日18:00前办理 $& $1</p></div>');
  });

  it('gives no document for a build without the splash', () => {
    expect(documentWithSplash('<!doctype html><div id="root"></div>', '<p>x</p>')).toBeNull();
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
