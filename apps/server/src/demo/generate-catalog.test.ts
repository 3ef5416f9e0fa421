import { Coupon, Event, Market, Settings, SubmenuResponse, TabSection } from '@sb/contract';
import { ODDS_LADDER } from '@sb/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './generate-catalog.ts';
import { MARKET_TYPES } from './market-types.ts';

const now = new Date('2026-11-23T10:07:00Z');
const catalog = generateDemoCatalog({ now });
const prematch = catalog.events.filter((e) => e.eventType === 'GAMEEVENT');
const outrights = catalog.events.filter((e) => e.eventType === 'RANKEVENT');
const ladder = new Set(ODDS_LADDER);
const allOutcomes = catalog.events.flatMap((e) => e.markets.flatMap((m) => m.outcomes));

describe('demo catalogue looks like a real sportsbook (issue 3, part 3)', () => {
  it('offers every sport of the fixed list', () => {
    expect(catalog.sports.length).toBeGreaterThanOrEqual(100);
    expect(catalog.sports.slice(0, 3).map((s) => s.code)).toEqual(['FOOT', 'BASK', 'TENN']);
  });

  it('has at least 40 countries plus International', () => {
    const codes = new Set(catalog.eventPaths.filter((p) => p.type === 'COUNTRY').map((p) => p.code));
    expect(codes.has('INT')).toBe(true);
    expect(codes.size - 1).toBeGreaterThanOrEqual(40);
  });

  it('has at least 150 leagues', () => {
    expect(catalog.eventPaths.filter((p) => p.type === 'LEAGUE').length).toBeGreaterThanOrEqual(150);
  });

  it('has at least 1,500 pre-match events within the next 14 days across at least 15 sports', () => {
    const horizon = now.getTime() + 15 * 86_400_000;
    for (const event of prematch) {
      const at = Date.parse(event.eventDate);
      expect(at).toBeGreaterThan(now.getTime());
      expect(at).toBeLessThan(horizon);
    }
    expect(prematch.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(prematch.map((e) => e.sportCode)).size).toBeGreaterThanOrEqual(15);
  });

  it('has at least 20 outrights, each with one market of several contenders', () => {
    expect(outrights.length).toBeGreaterThanOrEqual(20);
    for (const event of outrights) {
      expect(event.markets).toHaveLength(1);
      expect(event.markets[0]?.outcomes.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives every football match the required market types', () => {
    const required = [
      'matchResult',
      'doubleChance',
      'bothTeamsToScore',
      'totalGoals',
      'asianHandicap',
      'correctScore',
      'halfTimeFullTime',
    ] as const;
    for (const event of prematch.filter((e) => e.sportCode === 'FOOT')) {
      const types = new Set(event.markets.map((m) => m.marketTypeId));
      for (const name of required) expect(types.has(MARKET_TYPES[name].id)).toBe(true);
      const totals = event.markets.filter(
        (m) => m.marketTypeId === MARKET_TYPES.totalGoals.id && m.period.abbreviation === 'FT',
      );
      expect(totals.map((m) => m.outcomes[0]?.consolidatedPrice.currentPrice.spread)).toEqual([
        0.5, 1.5, 2.5, 3.5, 4.5,
      ]);
    }
  });

  it('prices every outcome on the odds ladder, at 1.01 or longer', () => {
    for (const outcome of allOutcomes) {
      const price = outcome.consolidatedPrice.currentPrice.decimal;
      expect(price).toBeGreaterThanOrEqual(1.01);
      expect(ladder.has(price)).toBe(true);
    }
  });

  it('carries a bookmaker margin on the main markets (overround between 100 % and 115 %)', () => {
    for (const event of prematch) {
      const main = event.markets[0] as Market;
      const book = main.outcomes.reduce((sum, o) => sum + 1 / o.consolidatedPrice.currentPrice.decimal, 0);
      expect(book).toBeGreaterThan(1);
      expect(book).toBeLessThan(1.15);
    }
  });

  it('uses unique ids for events, markets, outcomes and event paths', () => {
    const unique = (ids: number[]) => new Set(ids).size === ids.length;
    expect(unique(catalog.events.map((e) => e.id))).toBe(true);
    expect(unique(catalog.events.flatMap((e) => e.markets.map((m) => m.id)))).toBe(true);
    expect(unique(allOutcomes.map((o) => o.id))).toBe(true);
    expect(unique(catalog.eventPaths.map((p) => p.id))).toBe(true);
    expect(catalog.eventPaths.some((p) => p.id >= 10000 && p.id <= 10002)).toBe(false);
  });

  it('produces data the API contract accepts', () => {
    for (const { leagueId: _league, ...event } of catalog.events.slice(0, 300)) {
      expect(Event.safeParse({ ...event, marketCount: event.markets.length }).success).toBe(true);
    }
    for (const coupon of catalog.coupons) expect(Coupon.safeParse(coupon).success).toBe(true);
    for (const tab of catalog.tabs) expect(TabSection.safeParse(tab).success).toBe(true);
    for (const submenu of catalog.submenus) expect(SubmenuResponse.safeParse(submenu).success).toBe(true);
    expect(Settings.safeParse(catalog.settings.web).success).toBe(true);
    expect(Settings.safeParse(catalog.settings.mobile).success).toBe(true);
  });

  it('is deterministic for a seed and a clock', () => {
    expect(generateDemoCatalog({ now })).toEqual(catalog);
  });

  it('keeps prices on the ladder and ids unique for any seed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        const other = generateDemoCatalog({ now, seed });
        const outcomes = other.events.slice(0, 50).flatMap((e) => e.markets.flatMap((m) => m.outcomes));
        return (
          outcomes.every((o) => ladder.has(o.consolidatedPrice.currentPrice.decimal)) &&
          new Set(other.events.map((e) => e.id)).size === other.events.length
        );
      }),
      { numRuns: 5 },
    );
  });
});
