import { describe, expect, it } from 'vitest';
import { safePath, withQuery } from './return-path.ts';

describe('safePath', () => {
  it('keeps a path of this site and percent-encodes what a header cannot carry', () => {
    expect(safePath('/order?type=1')).toBe('/order?type=1');
    expect(safePath('/search?q=体检 套餐')).toBe('/search?q=%E4%BD%93%E6%A3%80%20%E5%A5%97%E9%A4%90');
  });

  it.each([undefined, '', 'main', '//evil.example', '/\\evil.example', '/\t/evil', 'https://evil.example'])(
    'replaces %j by /main',
    (p) => {
      expect(safePath(p)).toBe('/main');
    },
  );
});

describe('withQuery', () => {
  it('sets and removes parameters, leaving the path, the other parameters and the #fragment alone', () => {
    expect(withQuery('/order', { openid: 'o1' })).toBe('/order?openid=o1');
    expect(withQuery('/order?type=1#top', { openid: 'o1', token: null })).toBe('/order?type=1&openid=o1#top');
    expect(withQuery('/order?openid=old&token=t&type=1', { openid: 'new', token: null })).toBe(
      '/order?openid=new&type=1',
    );
    expect(withQuery('/order?token=t', { token: null })).toBe('/order');
  });

  it('encodes the values it sets', () => {
    expect(withQuery('/main', { openid: 'a&b=c d' })).toBe('/main?openid=a%26b%3Dc+d');
  });
});
