import * as z from 'zod/mini';

/** The largest id the database holds: ids are PostgreSQL `integer` (int4) columns. */
export const DB_ID_MAX = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to DB_ID_MAX (a larger one would fail the query). */
export const DbId = z.int().check(z.minimum(1), z.maximum(DB_ID_MAX));

/** An id carried as a string (a bet's or a betslip's id in a path): digits of a DbId. */
export const DbIdText = z.string().check(
  z.regex(/^[1-9]\d{0,9}$/, 'Expected an id'),
  z.refine((s) => Number(s) <= DB_ID_MAX, 'Expected an id up to 2147483647'),
);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Free text of at most `max` characters that a database column can store: PostgreSQL refuses
 * U+0000 in text, and a lone surrogate half is not a character (it has no UTF-8 form).
 */
/**
 * SPEC.md §7 `l`, the language of a catalogue call: a two-letter locale (es, pt, zh ...), or a
 * language tag (pt-BR, zh-Hans) when a client sends one. Anything else is refused with a 400; a
 * well-formed locale the product does not have is answered in English (docs/decisions/catalogue-names.md).
 */
export const LocaleParam = z.string().check(z.regex(/^[a-z]{2}(?:[-_][A-Za-z0-9]{2,8}){0,2}$/));

export const Text = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((s) => !s.includes('\u0000'), 'Expected text without NUL characters'),
    z.refine((s) => !LONE_SURROGATE.test(s), 'Expected text without lone surrogates'),
  );

/**
 * Query-string helpers. Query values arrive as strings; these parse them once, at the edge,
 * and name the rule in the schema rather than in a handler.
 */

/** `1,2,3` -> [1, 2, 3]; an empty item, a non-integer or an id out of DbId's range is a validation error. */
export const csvIds = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(20_000), z.regex(/^\d{1,10}(,\d{1,10})*$/, 'Expected comma-separated ids')),
    z.transform((s) => s.split(',').map(Number)),
  ),
  z.array(DbId),
);

/** `true` / `false` (also 1/0, yes/no) as a boolean. */
export const queryBool = z.stringbool();

/** A positive integer from a query value or a path: an id (or a page) within DbId's range. */
export const queryPositiveInt = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(DB_ID_MAX));

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
  /**
   * SPEC.md §8 Global: the brand is down for maintenance (503 MAINTENANCE) or takes no visitors from
   * the caller's country (403 BLOCKED_COUNTRY); the web goes to the locale's maintenance page, or
   * reloads the page (which the server then sends to /blocked).
   */
  redirect: z.optional(z.enum(['/maintenance', '/blocked'])),
});
export type ApiError = z.infer<typeof ApiError>;
