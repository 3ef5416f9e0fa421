import * as z from 'zod/mini';

/**
 * Query-string helpers. Query values arrive as strings; these parse them once, at the edge,
 * and name the rule in the schema rather than in a handler.
 */

/** `1,2,3` -> [1, 2, 3]; an empty item or a non-integer is a validation error on the field. */
export const csvIds = z.pipe(
  z.string().check(z.maxLength(20_000), z.regex(/^-?\d+(,-?\d+)*$/, 'Expected comma-separated integer ids')),
  z.transform((s) => s.split(',').map(Number)),
);

/** `true` / `false` (also 1/0, yes/no) as a boolean. */
export const queryBool = z.stringbool();

/** A positive integer from a query value. */
export const queryPositiveInt = z.coerce.number().check(z.int(), z.minimum(1));

export const isoDateTime = z.iso.datetime({ offset: true });

/** Route param `{id}`: a positive integer. */
export const IdParams = z.object({ id: queryPositiveInt });
export type IdParams = z.infer<typeof IdParams>;

/**
 * Every 4xx / 5xx body. `field` names the first offending input path (e.g. `query.eventsPerPage`)
 * so that a caller can tell exactly what to fix.
 */
export const ApiError = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  /**
   * A refused login or second factor: the operator code the web maps to a text (SPEC.md §8
   * "Login": INT003 invalid credentials, INT009 suspended, INT008 locked ...).
   */
  reasonJson: z.optional(z.object({ responseCode: z.string() })),
  /** On a 429: seconds until another attempt is allowed. */
  retryAfterSeconds: z.optional(z.number()),
});
export type ApiError = z.infer<typeof ApiError>;
