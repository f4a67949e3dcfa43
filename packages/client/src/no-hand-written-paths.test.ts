// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@tijian/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The front ends call the API through this client only, so no path of the API is written by hand in
// their sources (tests included: they take paths from the routes). The server is left out: it is the
// API, and its tests call it by address.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const frontEnds = readdirSync(join(root, 'apps'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'server')
  .map((entry) => join(root, 'apps', entry.name, 'src'));

// Prefixes only the API uses. /platform/ is not among them (the app has a page /platform/login/…):
// the API's one path there is caught by the comparison with the contract below.
const API_PREFIXES = [
  '/wx/',
  '/center-service/',
  '/assess-service/',
  '/individuation-service/',
  '/dict/',
  '/pay/',
];

const contractPaths = endpoints.flatMap((e) => [e.path, ...(e.alsoAt ?? [])]).map((path) => path.split('/'));

function isContractPath(path: string): boolean {
  const segments = path.split('/');
  return contractPaths.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}

/** Whether a string in the source is a path of the API; `whole` is false for a template's head. */
function isApiPath(text: string, whole: boolean): boolean {
  const path = text.startsWith('/m/') ? text.slice(2) : text;
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return whole && isContractPath(path.split(/[?#]/)[0] ?? '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function handWrittenPaths(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const whole = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    if ((whole || ts.isTemplateHead(node)) && isApiPath(node.text, whole)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(root, file)}:${line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the front ends', () => {
  // Parsing every source file of both apps takes seconds on a busy machine: more than the default 5.
  it('write no path of the API by hand: they call it through @tijian/client', { timeout: 30_000 }, () => {
    expect(frontEnds.length).toBeGreaterThan(0);
    const found = frontEnds.flatMap((dir) => sourceFiles(dir).flatMap(handWrittenPaths));
    expect(found, `call(route, …) or urlOf(route, …) instead of:\n${found.join('\n')}`).toEqual([]);
  });

  it('tell an API path from a page of the app', () => {
    expect(isApiPath('/wx/1/appointment/order.json', true)).toBe(true);
    expect(isApiPath('/m/center-service/v1/article/search/?_BIZCODE=0045', true)).toBe(true);
    expect(isApiPath('/center-service/v1/price/upgrades/', false)).toBe(true);
    expect(isApiPath('/platform/projectmapping/projectmerge.json', true)).toBe(true);
    expect(isApiPath('/order/getTimeOfcount.json', true)).toBe(true);
    expect(isApiPath('/m/authorize_wx.html?redirect=%2F', true)).toBe(true);
    expect(isApiPath('/platform/login/:platformUserCode/:u/:p/:uri', true)).toBe(false);
    expect(isApiPath('/order/personal/modify/12', true)).toBe(false);
    expect(isApiPath('/pay', true)).toBe(false);
  });
});
