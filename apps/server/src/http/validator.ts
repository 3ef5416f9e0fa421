import { validatorCompiler as checkWithZod } from 'fastify-type-provider-zod';

/** Distinct query strings a GET route keeps checked answers for; past it the route starts again. */
const MAX_KNOWN_QUERIES = 500;

type Route = Parameters<typeof checkWithZod>[0];
/** What fastify-type-provider-zod's check answers: the value, or the error Fastify turns into a 400. */
type Checked = { value: unknown } | { error: Error };

/**
 * The contract's schemas check every request, as fastify-type-provider-zod does; a GET route's query
 * string is checked once and its answer kept. The lists are polled with a handful of query strings,
 * and checking one (a transform a field) cost a polled list a twentieth of its time on the server
 * (docs/decisions/throughput.md, "The events list"). A query the schema refuses is checked each time
 * (its error is Fastify's to decorate, and a flood of bad ones must not fill the map). A kept answer is
 * shared by every request that sends it, so it is frozen: a handler that changed it would change the
 * next request's query.
 */
export function validatorCompiler(route: Route) {
  const check = checkWithZod(route) as (data: unknown) => Checked;
  if (route.method !== 'GET' || route.httpPart !== 'querystring') return check;
  const known = new Map<string, Checked>();
  return (data: unknown): Checked => {
    const key = JSON.stringify(data);
    const kept = known.get(key);
    if (kept) return kept;
    const result = check(data);
    if ('error' in result) return result;
    deepFreeze(result.value);
    if (known.size >= MAX_KNOWN_QUERIES) known.clear();
    known.set(key, result);
    return result;
  };
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
