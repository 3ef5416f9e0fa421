import { EventPathTreeResponse, type EventPathNode } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { getError, getJson } from '../../test/http.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /xapi/rest/eventpathtree', () => {
  const tree = (query = '') => getJson(app, `/xapi/rest/eventpathtree${query}`, EventPathTreeResponse);
  const summary = (nodes: EventPathNode[]): unknown =>
    nodes.map((n) => [
      n.description,
      n.eventCount,
      n.outrightCount,
      ...(n.children.length ? [summary(n.children)] : []),
    ]);

  it('nests sport > country > league in operator order, counting games and outrights to come', async () => {
    const { eventPaths } = await tree('?periodType=PRE_MATCH');
    expect(summary(eventPaths)).toEqual([
      [
        'Football',
        4,
        1,
        [
          [
            'England',
            3,
            1,
            [
              ['Premier League', 2, 1],
              ['Championship', 1, 0],
            ],
          ],
          ['Spain', 1, 0, [['La Liga', 1, 0]]],
        ],
      ],
      ['Tennis', 2, 0, [['International', 2, 0, [['ATP', 2, 0]]]]],
      ['Basketball', 1, 0, [['USA', 1, 0, [['NBA', 1, 0]]]]],
      ['Counter-Strike', 1, 0, [['World', 1, 0, [['Major', 1, 0]]]]],
    ]);
    expect(eventPaths.map((s) => s.code)).toEqual(['FOOT', 'TENN', 'BASK', 'CSGO']);
    expect(eventPaths[0]?.children.map((c) => [c.type, c.code])).toEqual([
      ['COUNTRY', 'GB-ENG'],
      ['COUNTRY', 'ES'],
    ]);
  });

  it('counts started events too with periodType=ALL, never finished ones', async () => {
    const { eventPaths } = await tree('?periodType=ALL');
    const laLiga = eventPaths[0]?.children[1]?.children[0];
    expect([laLiga?.description, laLiga?.eventCount]).toEqual(['La Liga', 2]);
    const premierLeague = eventPaths[0]?.children[0]?.children[0];
    expect(premierLeague?.eventCount).toBe(2);
  });

  it('narrows to one sport (code in any case), to outrights, or to regular sports', async () => {
    expect((await tree('?sportCode=tenn')).eventPaths.map((s) => s.code)).toEqual(['TENN']);
    expect(summary((await tree('?eventTypeFilter=RANKEVENT')).eventPaths)).toEqual([
      ['Football', 0, 1, [['England', 0, 1, [['Premier League', 0, 1]]]]],
    ]);
    expect((await tree('?sportGroups=REGULAR')).eventPaths.map((s) => s.code)).toEqual([
      'FOOT',
      'TENN',
      'BASK',
    ]);
  });

  it('is cacheable for an hour (SPEC.md §9) and rejects a malformed sport code', async () => {
    const response = await app.inject({ url: '/xapi/rest/eventpathtree' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect((await getError(app, '/xapi/rest/eventpathtree?sportCode=<script>', 400)).field).toBe(
      'query.sportCode',
    );
  });

  it('names sports and countries in the language asked for, ISO countries by Intl, the other codes by the dictionary', async () => {
    const { eventPaths } = await tree('?periodType=PRE_MATCH&l=es');
    const football = eventPaths.find((n) => n.code === 'FOOT')!;
    expect(football.description).toBe('Fútbol');
    expect(football.children.map((c) => c.description)).toEqual(['Inglaterra', 'España']);
    expect(football.slug).toBe('football');
    const japanese = await getJson(
      app,
      '/xapi/rest/eventpathtree?periodType=PRE_MATCH&l=ja',
      EventPathTreeResponse,
    );
    expect(japanese.eventPaths.find((n) => n.code === 'FOOT')?.children[0]?.children[0]?.description).toBe(
      'プレミアリーグ',
    );
    expect((await tree('?periodType=PRE_MATCH')).eventPaths[0]?.description).toBe('Football');
  });
});
