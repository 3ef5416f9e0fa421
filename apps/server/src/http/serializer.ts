import { ResponseSerializationError, serializerCompiler as encodeWithZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

type $ZodType = z.core.$ZodType;

type Route = Parameters<typeof encodeWithZod>[0];

/**
 * Kinds of schema that read a value the same way in both directions: leaves, and containers whose
 * own step is direction-free (their inner schemas are walked). Anything else (a pipe, a transform,
 * a codec, a default, a catch, a kind added later) may encode differently from how it parses.
 */
const SAME_BOTH_WAYS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'date',
  'any',
  'unknown',
  'template_literal',
  'object',
  'array',
  'tuple',
  'record',
  'union',
  'intersection',
  'optional',
  'nullable',
  'readonly',
  'nonoptional',
  'lazy',
]);

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  innerType?: $ZodType;
  getter?: () => $ZodType;
}

/** Whether parsing `schema` gives what encoding it gives: no step of it depends on the direction. */
export function readsTheSameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as Def;
  if (!SAME_BOTH_WAYS.has(def.type)) return false;
  const inner = [
    ...Object.values(def.shape ?? {}),
    ...(def.items ?? []),
    ...(def.options ?? []),
    ...[def.element, def.rest, def.keyType, def.valueType, def.left, def.right, def.innerType],
    ...(def.type === 'lazy' && def.getter ? [def.getter()] : []),
  ].filter((s): s is $ZodType => s !== undefined && s !== null);
  return inner.every((s) => readsTheSameBothWays(s, seen));
}

/**
 * Answers through the contract's schemas, as fastify-type-provider-zod sends them, but parsed rather
 * than encoded where the two agree. zod's encode runs a schema's checks after a first pass without
 * them, at every level of nesting, so a placement's answer took 23 to 40 µs to encode against 12 to
 * parse (docs/decisions/throughput.md, "Eighteenth stop"). For a schema without a direction-dependent
 * step the output and the refusals are the same; a schema with one is encoded as before.
 */
export function serializerCompiler(route: Route) {
  const schema = route.schema as $ZodType;
  if (!('_zod' in schema) || !readsTheSameBothWays(schema)) return encodeWithZod(route);
  return (data: unknown): string => {
    const result = z.safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}
