import { OddsLadderAndMarginsResponse } from '@sb/contract';
import { ODDS_LADDER } from '@sb/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { FIXTURE } from '../../test/fixture-catalog.ts';
import { getError, getJson } from '../../test/http.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /xapi/rest/oddsLadderAndMargins/{version}', () => {
  it('serves the ladder and the brand (PPB) margins with the current version', async () => {
    const body = await getJson(app, '/xapi/rest/oddsLadderAndMargins/0', OddsLadderAndMarginsResponse);
    expect(body.version).toBe(3);
    expect(body.ladder).toEqual([...ODDS_LADDER]);
    expect(body.margins).toEqual([
      { brandMarginType: 'PPB', leagueId: FIXTURE.laLiga, marketTypeId: 1, margin: FIXTURE.laLigaMargin },
    ]);
    expect(body.powerOdds).toEqual({});
  });

  it("serves an event's power odds with type=POWER_ODDS", async () => {
    const body = await getJson(
      app,
      '/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS&eventId=101',
      OddsLadderAndMarginsResponse,
    );
    expect(body.margins.map((m) => m.brandMarginType)).toEqual(['POWER_ODDS']);
    expect(body.powerOdds).toEqual({ '101': { '10101': [1010101] } });
    const other = await getJson(
      app,
      '/xapi/rest/oddsLadderAndMargins/0?type=POWER_ODDS&eventId=202',
      OddsLadderAndMarginsResponse,
    );
    expect(other.powerOdds).toEqual({});
  });

  it('rejects a version that is not a whole number', async () => {
    expect((await getError(app, '/xapi/rest/oddsLadderAndMargins/x', 400)).field).toBe('params.version');
  });
});
