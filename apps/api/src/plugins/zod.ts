// Zod as Fastify's validator, serializer and type provider.
//
// fastify-type-provider-zod's own compilers call the `zod/v4/core` its package resolves, which is
// only right while every workspace resolves the same zod copy (a mismatch silently loses zod's
// error messages). Calling each schema's own methods is correct whatever copy built it, and gives
// our VALIDATION_ERROR details directly. The library is still used for the OpenAPI transform.
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

type AnySchema = Pick<z.ZodType, 'safeParse'>;

export interface InvalidField {
  /** Dotted path inside the validated part ('' = the part itself). */
  field: string;
  message: string;
}

/** A request part (querystring, params, headers, body) that does not match its schema. */
export class RequestValidationError extends Error {
  /** Set by Fastify: 'querystring' | 'params' | 'headers' | 'body'. */
  validationContext?: string;
  readonly statusCode = 400;
  constructor(readonly fields: InvalidField[]) {
    super(fields.map((f) => `${f.field || '(value)'}: ${f.message}`).join('; '));
    this.name = 'RequestValidationError';
  }
}

/** A handler answered something its response schema does not allow: a bug of ours, answered as 500. */
export class ResponseValidationError extends Error {
  constructor(
    readonly url: string,
    readonly fields: InvalidField[],
  ) {
    super(`Response of ${url} does not match its schema: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`);
    this.name = 'ResponseValidationError';
  }
}

function fieldsOf(error: z.ZodError): InvalidField[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

function isZodSchema(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && typeof (value as AnySchema).safeParse === 'function';
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(fieldsOf(result.error)) };
  };
};

export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, url }) => {
  if (!isZodSchema(schema)) throw new Error('Response schemas must be zod schemas');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseValidationError(url, fieldsOf(result.error));
    return JSON.stringify(result.data);
  };
};
