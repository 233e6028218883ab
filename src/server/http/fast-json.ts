import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A JSON writer for one answer of the contract, compiled once from the zod schema's JSON Schema
 * (fast-json-stringify, Fastify's own serializer). For big answers: the zod serializer checks
 * every row, which costs more than writing it. The zod schema stays the contract, so the writer
 * drops fields it does not list, as the zod serializer does; unions are best avoided (each item
 * of an anyOf is validated to pick its branch).
 */
export function contractWriter<T extends z.ZodType>(schema: T): (value: z.output<T>) => string {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
  }) as Record<string, unknown>;
  return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as (
    value: z.output<T>,
  ) => string;
}
