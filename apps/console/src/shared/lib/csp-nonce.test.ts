import { describe, expect, it } from 'vitest';
import { documentStyleNonce, nonceScriptStyles } from './csp-nonce.ts';

function documentWith(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    'text/html',
  );
}

describe('the CSP nonce of styles', () => {
  it('is read from the meta tag the server puts in the document, and absent without one', () => {
    expect(documentStyleNonce(documentWith('<meta name="csp-nonce" content="abc123" />'))).toBe('abc123');
    expect(documentStyleNonce(documentWith(''))).toBeUndefined();
  });

  it('is given to <style> elements scripts create, as rc-util measuring a table scrollbar does', () => {
    const doc = documentWith('');
    nonceScriptStyles('abc123', doc);
    const style = doc.createElement('style');
    expect(style.nonce).toBe('abc123');
    expect(doc.createElement('div').getAttribute('nonce')).toBeNull();
  });

  it('changes nothing without a nonce (the dev server, tests)', () => {
    const doc = documentWith('');
    const create = doc.createElement;
    nonceScriptStyles(undefined, doc);
    expect(doc.createElement).toBe(create);
    expect(doc.createElement('style').nonce).toBe('');
  });
});
