import fastJson from 'fast-json-stringify';
import { z } from 'zod';

interface JsonSchemaNode {
  type?: unknown;
  format?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
}

/**
 * Marks the strings at these paths (property names joined by dots; arrays are stepped through)
 * as needing no escaping: fast-json-stringify then writes them as they are ('unsafe' format),
 * where it would otherwise scan every character for quotes, backslashes and control characters.
 * A path that is not a plain string of the schema throws, so the list cannot drift from the
 * contract unnoticed.
 */
function markUnescaped(schema: JsonSchemaNode, paths: readonly string[]) {
  for (const path of paths) {
    let node: JsonSchemaNode | undefined = schema;
    for (const name of path.split('.')) {
      while (node?.items) node = node.items;
      node = node?.properties?.[name];
    }
    if (node?.type !== 'string') throw new Error(`${path} is not a plain string of the schema`);
    node.format = 'unsafe';
  }
}

/**
 * A JSON writer for one answer of the contract, compiled once from the zod schema's JSON Schema
 * (fast-json-stringify, Fastify's own serializer). For big answers: the zod serializer checks
 * every row, which costs more than writing it. The zod schema stays the contract, so the writer
 * drops fields it does not list, as the zod serializer does; unions are best avoided (each item
 * of an anyOf is validated to pick its branch).
 *
 * `unescaped`: strings the server makes itself that can never hold a character JSON escapes
 * (ids, ISO dates and instants, slot labels, enum values, booking references), written without
 * the per-character check. Never a text a person typed (names, emails, addresses) or a URL.
 */
export function contractWriter<T extends z.ZodType>(
  schema: T,
  unescaped: readonly string[] = [],
): (value: z.output<T>) => string {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
  }) as Record<string, unknown>;
  markUnescaped(jsonSchema, unescaped);
  // Where the schema has a union, fast-json-stringify checks values with Ajv, which would warn
  // on every 'unsafe' string it compiles; told the format exists (any value passes), it is quiet.
  return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0], {
    ajv: { formats: { unsafe: true } },
  }) as (value: z.output<T>) => string;
}
