import type { Endpoint } from '@tijian/contract';
import type { z } from 'zod';

/** One malformed request: what a fuzzing script would send. */
export interface ProbeRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  label: string;
}

const MB = 1024 * 1024;
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Field names an endpoint's input schema knows (object schemas and unions of them). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { def?: { shape?: object; options?: z.ZodType[]; type?: string } }).def;
  const shape = (schema as unknown as { shape?: object }).shape ?? def?.shape;
  if (shape) return Object.keys(shape);
  if (def?.options) return [...new Set(def.options.flatMap((o) => fieldsOf(o)))];
  return ['id', 'name'];
}

/** Values of the wrong kind for any field. */
const BAD_VALUES: [string, unknown][] = [
  ['array', ['1', '2']],
  ['object', { $gt: '' }],
  ['null', null],
  ['true', true],
  ['huge number', 1e308],
  ['huge integer text', '99999999999999999999999999999'],
  ['negative', -1],
  ['NaN text', 'NaN'],
  ['NUL', 'a\u0000b'],
  ['unicode junk', '\uD800\uFFFF𝕏<script>'],
  ['long string', 'x'.repeat(64 * 1024)],
  ['proto', { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }],
];

/** Every malformed request for one route of the contract. */
export function probeRequests(e: Endpoint, url: string, token?: string): ProbeRequest[] {
  const headers: Record<string, string> = { clientId: 'probeclient01', ...(token ? { token } : {}) };
  const concrete = url.replace(/:(\w+)/g, (_m, name: string) => `%00${name}`);
  const withParam = (value: string) => url.replace(/:(\w+)/g, () => encodeURIComponent(value));
  const out: ProbeRequest[] = [];
  const fields = fieldsOf(e.method === 'GET' ? e.query : e.body);
  if (url.includes(':')) {
    for (const value of [
      '-1',
      '1e309',
      '99999999999999999999',
      '\u0000',
      '../../etc/passwd',
      'x'.repeat(2000),
    ]) {
      out.push({
        method: e.method,
        url: withParam(value),
        headers,
        label: `path param ${value.slice(0, 20)}`,
      });
    }
  }
  if (e.method === 'GET') {
    for (const [label, value] of BAD_VALUES) {
      const q = new URLSearchParams();
      for (const f of fields) {
        if (Array.isArray(value)) for (const v of value) q.append(f, String(v));
        else
          q.set(
            f,
            typeof value === 'object' && value !== null ? '[object Object]' : String(value).slice(0, 8000),
          );
      }
      out.push({ method: 'GET', url: `${concrete}?${q}`, headers, label: `query ${label}` });
    }
    out.push({
      method: 'GET',
      url: `${concrete}?a[b][c][d][e]=1&__proto__[x]=1`,
      headers,
      label: 'query nesting',
    });
    return out;
  }
  const json = { ...headers, 'content-type': 'application/json' };
  for (const [label, value] of BAD_VALUES) {
    const body: Record<string, unknown> = {};
    for (const f of fields) body[f] = value;
    out.push({
      method: 'POST',
      url: concrete,
      headers: json,
      body: JSON.stringify(body),
      label: `body ${label}`,
    });
  }
  for (const [label, body] of [
    ['bad JSON', '{"mobilePhone":'],
    ['JSON array', '[1,2,3]'],
    ['JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['empty', ''],
    ['deep object', deep(5000)],
    ['deep array', deepArray(50_000)],
    ['1 MB string', JSON.stringify({ [fields[0] ?? 'a']: 'x'.repeat(MB) })],
    ['just under 1 MB', JSON.stringify({ [fields[0] ?? 'a']: 'x'.repeat(MB - 100) })],
    ['NUL in keys', '{"a\\u0000b":1}'],
    ['duplicate keys', '{"_BIZCODE":"0002","_BIZCODE":{"x":1}}'],
  ] as const) {
    out.push({ method: 'POST', url: concrete, headers: json, body, label: `body ${label}` });
  }
  out.push({
    method: 'POST',
    url: concrete,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'a[b][c]=1&mobilePhone=1&mobilePhone=2&%00=%00',
    label: 'form nesting',
  });
  out.push({
    method: 'POST',
    url: concrete,
    headers: { ...headers, 'content-type': 'text/xml' },
    body: '<a/>',
    label: 'unknown content type',
  });
  return out;
}
