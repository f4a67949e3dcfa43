import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-url.ts';

describe('safeLink', () => {
  it('keeps http(s) links and paths of this site', () => {
    expect(safeLink(' https://www.example.com/news/1 ')).toBe('https://www.example.com/news/1');
    expect(safeLink('http://example.com')).toBe('http://example.com/');
    expect(safeLink('/news/3')).toBe('/news/3');
  });

  it('refuses every other scheme and protocol-relative links', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/x',
      '/\\evil.example',
      'ftp://example.com',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(safeLink(bad), String(bad)).toBeUndefined();
    }
  });
});
