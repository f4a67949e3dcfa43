import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, content, endpoints } from './index.ts';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument(endpoints);

  it('lists every endpoint under its path and method, with unique operation ids', () => {
    const ids: string[] = [];
    for (const e of endpoints) {
      const op = doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()] as
        | { operationId: string }
        | undefined;
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      ids.push(op!.operationId);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes path parameters the OpenAPI way and documents them as required', () => {
    const op = doc.paths['/center-service/v1/article/{id}']?.get as { parameters: unknown[] };
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });

  it('documents what a caller sends (text in a query), not what the server turns it into', () => {
    const op = doc.paths[content.searchArticles.path]?.get as {
      parameters: { name: string; required: boolean; schema: { type?: string } }[];
    };
    const page = op.parameters.find((p) => p.name === 'paginationNo');
    expect(page).toMatchObject({ required: false, schema: { type: 'string' } });
    expect(op.parameters.find((p) => p.name === '_BIZCODE')).toMatchObject({ required: true });
  });

  it('describes the envelope of each answer, with the data schema inside', () => {
    const op = doc.paths['/wx/user/getUser.json']?.get as {
      security?: unknown[];
      responses: Record<string, { content: Record<string, { schema: { anyOf: unknown[] } }> }>;
    };
    expect(op.security).toBeDefined();
    const schema = op.responses['200']?.content['application/json']?.schema;
    expect(JSON.stringify(schema)).toContain('hasPassword');
    expect(schema?.anyOf).toHaveLength(2);
  });
});
