// JSON bodies of cached values: validated against the route's response schema and serialized once per
// value instead of on every response (the zod serializer would do both each time). Only for values
// nobody changes after they are built (the services hand out frozen, cached objects).
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const bodies = new WeakMap<object, string>();

export function serializedOnce(schema: z.ZodType, value: object): string {
  let body = bodies.get(value);
  if (body === undefined) {
    // parse, not just stringify: fields outside the public shape are dropped exactly as the serializer would.
    body = JSON.stringify(schema.parse(value));
    bodies.set(value, body);
  }
  return body;
}

/** Sends `value` as its schema's JSON, serialized once per value (see above). */
export function sendSerializedOnce(reply: FastifyReply, schema: z.ZodType, value: object): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(serializedOnce(schema, value));
}
