import { z } from 'zod';
import { namedSchemas, schemaByName } from './named-schemas.ts';

export type JsonSchema = Record<string, unknown>;
export type Io = 'input' | 'output';

const DEFS = '#/$defs/';
const COMPONENTS = '#/components/schemas/';

/** The same JSON, whatever its origin: the generator emits keys in a fixed order. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function renameRefs(node: unknown, rename: (id: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => renameRefs(n, rename));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith(DEFS)
        ? [key, COMPONENTS + rename(value.slice(DEFS.length))]
        : [key, renameRefs(value, rename)],
    ),
  );
}

/**
 * Turns zod schemas into the document's JSON Schemas: a schema named in the registry is written once
 * in components.schemas and referred to by $ref wherever it occurs. A request reads a schema's input
 * side (text a transform turns into a number is text on the wire) and an answer its output side; a
 * named schema whose two sides differ has its input side under `<name>Input`.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly sameBothWays = new Map<string, boolean>();

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const json = this.generate(schema, io);
    const { $schema: _, $defs, ...root } = json;
    const rename = (id: string) => this.nameOf(id, io);
    for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      // zod names an unnamed schema it must share (a cycle) __schema0…: give it a name instead.
      if (!schemaByName.has(id))
        throw new Error(`schema ${id} is shared but has no name in named-schemas.ts`);
      const name = rename(id);
      const body = renameRefs(definition, rename) as JsonSchema;
      const earlier = this.schemas[name];
      if (earlier && !same(earlier, body)) throw new Error(`two different schemas are named ${name}`);
      this.schemas[name] = body;
    }
    return renameRefs(root, rename) as JsonSchema;
  }

  private generate(schema: z.ZodType, io: Io): JsonSchema {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: namedSchemas }) as JsonSchema;
  }

  private nameOf(id: string, io: Io): string {
    if (io === 'output') return id;
    let both = this.sameBothWays.get(id);
    if (both === undefined) {
      const schema = schemaByName.get(id)!;
      both = same(this.generate(schema, 'input'), this.generate(schema, 'output'));
      this.sameBothWays.set(id, both);
    }
    return both ? id : `${id}Input`;
  }
}
