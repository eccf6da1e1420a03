import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/**
 * Responses are written by fast-json-stringify, compiled once per route from the JSON Schema of its
 * zod response schema, instead of being walked by zod (an encode pass over every value) and then by
 * JSON.stringify. Unknown properties are dropped, as zod did. A schema that JSON Schema cannot
 * express (a transform) keeps the zod serializer.
 */
export const compiledSerializerCompiler: SerializerCompiler = (route) => {
  // Compiled on a route's first answer, not at start-up: the server listens sooner.
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compile(route);
    return serialize(data);
  };
};

function compile(route: Parameters<SerializerCompiler>[0]): (data: unknown) => string {
  const schema: unknown = route.schema;
  if (schema instanceof z.ZodType) {
    try {
      const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    } catch {
      // No JSON Schema for it: zod serializes this route.
    }
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as (
    data: unknown,
  ) => string;
}
