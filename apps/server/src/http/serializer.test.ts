import { csvIds, PlacementResponse, Settings } from '@sb/contract';
import fc from 'fast-check';
import { serializerCompiler as encodeWithZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readsTheSameBothWays, serializerCompiler } from './serializer.ts';

const route = (schema: z.core.$ZodType) => ({ schema, method: 'POST', url: '/x', httpStatus: '200' });

/** The answer each serializer gives, or that it refused to send. */
const sent = (serialize: (data: unknown) => string, data: unknown) => {
  try {
    return serialize(data);
  } catch (error) {
    return `refused: ${(error as Error).name}`;
  }
};

type Node = { id: string; children: Node[] };
const Tree: z.ZodMiniType<Node> = z.object({ id: z.string(), children: z.array(z.lazy(() => Tree)) });

/** A schema of each direction-free kind the contract uses. */
const Answer = z.object({
  id: z.string().check(z.minLength(1)),
  count: z.optional(z.int().check(z.minimum(0))),
  status: z.enum(['accepted', 'rejected']),
  kind: z.union([z.object({ is: z.literal('a'), a: z.number() }), z.object({ is: z.literal('b') })]),
  totals: z.nullable(z.record(z.string(), z.number())),
  pair: z.tuple([z.string(), z.boolean()]),
  tree: Tree,
});

const answers = fc.record(
  {
    id: fc.string({ maxLength: 4 }),
    count: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.double()),
    status: fc.constantFrom('accepted', 'rejected', 'held'),
    kind: fc.oneof(
      fc.record({ is: fc.constant('a'), a: fc.double() }),
      fc.record({ is: fc.constantFrom('b', 'c') }),
    ),
    totals: fc.option(fc.dictionary(fc.string({ maxLength: 3 }), fc.double())),
    pair: fc.tuple(fc.string(), fc.oneof(fc.boolean(), fc.string())),
    tree: fc.letrec((tie) => ({
      node: fc.record({
        id: fc.string({ maxLength: 2 }),
        children: fc.oneof({ maxDepth: 3 }, fc.constant([]), fc.array(tie('node'), { maxLength: 2 })),
      }),
    })).node,
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

describe('serializerCompiler', () => {
  it('sends what the encoding serializer sends, or refuses what it refuses, for any value', () => {
    const parsing = serializerCompiler(route(Answer));
    const encoding = encodeWithZod(route(Answer));
    fc.assert(
      fc.property(answers, (value) => {
        expect(sent(parsing, value)).toBe(sent(encoding, value));
      }),
      { numRuns: 500 },
    );
  });

  it("sends a stored placement answer in the schema's key order, without keys it does not name", () => {
    const answer: PlacementResponse = {
      betSlipId: '12',
      status: 'accepted',
      reference: 'r-1',
      bets: [],
      totalStake: '1.00',
      potentialReturns: '2.50',
      balance: '99.00',
      delay: 0,
      errors: [],
    };
    // jsonb keeps keys shortest first: a replay from the database comes back in another order.
    const replayed = Object.fromEntries(Object.entries({ ...answer, stray: 1 }).reverse());
    const serialize = serializerCompiler(route(PlacementResponse));
    expect(serialize(replayed)).toBe(JSON.stringify(answer));
    expect(serialize(replayed)).toBe(encodeWithZod(route(PlacementResponse))(replayed));
    expect(() => serialize({ ...answer, delay: -1 })).toThrow(/match the schema/);
  });

  it('encodes a schema with a step that reads differently each way (a default, a transform)', () => {
    const withDefault = z.object({ shown: z._default(z.boolean(), true) });
    expect(readsTheSameBothWays(withDefault)).toBe(false);
    // Parsed, the default would fill the missing field; encoded, the answer is refused as before.
    expect(() => serializerCompiler(route(withDefault))({})).toThrow(/match the schema/);
    expect(readsTheSameBothWays(z.object({ ids: z.optional(csvIds) }))).toBe(false);
    expect(readsTheSameBothWays(Settings)).toBe(false);
  });

  it('parses the answers of a placement, the recursive and the nested schemas', () => {
    expect(readsTheSameBothWays(PlacementResponse)).toBe(true);
    expect(readsTheSameBothWays(Answer)).toBe(true);
  });
});
