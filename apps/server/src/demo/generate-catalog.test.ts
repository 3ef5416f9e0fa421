import {
  Coupon,
  Currency,
  Event,
  Language,
  type LiveEvent,
  Market,
  OddsMarginEntry,
  ServerSettings,
  Settings,
  SubmenuResponse,
  TabSection,
} from '@sb/contract';
import {
  applyFeedUpdate,
  checkNameDictionary,
  isHandicapRace,
  ODDS_LADDER,
  placeTermsFor,
  PRODUCT_LOCALES,
  PSEUDO_SECTIONS,
  RACE_SPORT_CODES,
  slugify,
  SPORTS,
} from '@sb/domain';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOST_LEAD_MS } from './content.ts';
import type { DemoCatalog } from './demo-catalog.ts';
import { FIRST_COUNTRY_NODE_ID, FIRST_LEAGUE_NODE_ID } from './event-paths.ts';
import { generateDemoCatalog } from './generate-catalog.ts';
import { CORNERS_MARKET_TYPE_IDS, MARKET_TYPES as T } from './market-types.ts';
import { cataloguePhrases, PHRASES_AT } from './catalogue-phrases.ts';
import { loadNameDictionaries, NAMES_DIR, sameAsEnglish } from '../modules/catalog/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-11-23T10:07:00Z');
const catalog = generateDemoCatalog({ now });
/** The first brand's settings: the one every host no brand names gets. */
const flagship = () => catalog.brands[0]!.settings;
const prematch = catalog.events.filter((e) => e.eventType === 'GAMEEVENT');
const races = catalog.events.filter((e) => RACE_SPORT_CODES.includes(e.sportCode));
const outrights = catalog.events.filter((e) => e.eventType === 'RANKEVENT' && !races.includes(e));
const markets = catalog.events.flatMap((e) => e.markets);
const outcomes = markets.flatMap((m) => m.outcomes);
const ladder = new Set(ODDS_LADDER);
const price = (o: { consolidatedPrice: { currentPrice: { decimal: number } } }) =>
  o.consolidatedPrice.currentPrice.decimal;
const book = (m: Market) => m.outcomes.reduce((sum, o) => sum + 1 / price(o), 0);
const unique = (ids: readonly number[]) => new Set(ids).size === ids.length;

/** Two- and three-way books whose outcomes exclude each other: their overround must be a margin. */
const EXCLUSIVE_STYLES = new Set(['TWO_WAY', 'THREE_WAY', 'OVER_UNDER', 'HANDICAP', 'THREE_WAY_HANDICAP']);

/** Boosts on games that kick off less than BOOST_LEAD_MS after `at` (or on no game at all). */
function boostsStartingSoon(c: DemoCatalog, at: Date): string[] {
  return c.margins
    .filter((m) => m.brandMarginType === 'POWER_ODDS')
    .flatMap((m) => {
      const event = c.events.find((e) => e.id === m.eventId);
      const lead = event ? Date.parse(event.eventDate) - at.getTime() : Number.NaN;
      return lead >= BOOST_LEAD_MS ? [] : [`${m.brand}: event ${m.eventId} in ${lead / 60_000} min`];
    });
}

function problems(c: DemoCatalog, at: Date): string[] {
  const found: string[] = [];
  const all = c.events.flatMap((e) => e.markets);
  if (!unique(c.events.map((e) => e.id))) found.push('event ids repeat');
  if (!unique(all.map((m) => m.id))) found.push('market ids repeat');
  if (!unique(all.flatMap((m) => m.outcomes.map((o) => o.id)))) found.push('outcome ids repeat');
  for (const m of all) {
    for (const o of m.outcomes)
      if (!ladder.has(price(o))) found.push(`${m.description}: ${price(o)} is off the ladder`);
    if (
      EXCLUSIVE_STYLES.has(m.marketTypeInfo.style) &&
      m.outcomes.length <= 3 &&
      (book(m) <= 1 || book(m) >= 1.15)
    ) {
      found.push(`${m.description}: book ${book(m).toFixed(3)}`);
    }
  }
  for (const e of c.events.filter((x) => x.eventType === 'GAMEEVENT')) {
    const t = Date.parse(e.eventDate);
    if (t < at.getTime() + HOUR / 2 || t >= at.getTime() + 14 * DAY)
      found.push(`${e.description} starts ${e.eventDate}`);
  }
  for (const e of c.events.filter((x) => RACE_SPORT_CODES.includes(x.sportCode))) {
    const t = Date.parse(e.eventDate);
    if (t <= at.getTime() || t >= at.getTime() + 3 * DAY)
      found.push(`${e.description} is off ${e.eventDate}`);
  }
  return found;
}

describe('the demo catalogue (SPEC.md §3 entities, §7 content and odds)', () => {
  it('lists every sport of the fixed list once, football, basketball and tennis first', () => {
    expect(catalog.sports.map((s) => s.id).sort()).toEqual(SPORTS.map((s) => s.id).sort());
    expect(catalog.sports.slice(0, 3).map((s) => s.code)).toEqual(['FOOT', 'BASK', 'TENN']);
    expect(catalog.sports.map((s) => s.orderNo)).toEqual(catalog.sports.map((_, i) => i + 1));
    const pseudo = new Set<number>(Object.values(PSEUDO_SECTIONS).map((p) => p.id));
    expect(catalog.eventPaths.filter((p) => pseudo.has(p.id))).toEqual([]);
  });

  it('has at least 40 countries plus International, each a node per sport with its own id range', () => {
    const countries = catalog.eventPaths.filter((p) => p.type === 'COUNTRY');
    const codes = new Set(countries.map((p) => p.code));
    expect(codes.has('INT')).toBe(true);
    expect(countries.find((p) => p.code === 'INT')?.description).toBe('International');
    expect(countries.find((p) => p.code === 'GB-ENG')?.description).toBe('England');
    expect(codes.size - 1).toBeGreaterThanOrEqual(40);
    for (const node of countries) {
      expect(node.id).toBeGreaterThanOrEqual(FIRST_COUNTRY_NODE_ID);
      expect(node.id).toBeLessThan(FIRST_LEAGUE_NODE_ID);
    }
    const pairs = countries.map((p) => `${p.sportId}:${p.code}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('has at least 150 leagues under their countries, with slugs unique among siblings', () => {
    const leagues = catalog.eventPaths.filter((p) => p.type === 'LEAGUE');
    expect(leagues.length).toBeGreaterThanOrEqual(150);
    const byId = new Map(catalog.eventPaths.map((p) => [p.id, p]));
    for (const league of leagues) {
      expect(league.id).toBeGreaterThanOrEqual(FIRST_LEAGUE_NODE_ID);
      expect(byId.get(league.parentId ?? 0)?.type).toBe('COUNTRY');
    }
    expect(unique(catalog.eventPaths.map((p) => p.id))).toBe(true);
    const siblings = catalog.eventPaths.map((p) => `${p.parentId}:${p.slug}`);
    expect(new Set(siblings).size).toBe(siblings.length);
    for (const node of catalog.eventPaths) expect(node.slug).toBe(slugify(node.description));
  });

  it('offers at least 1,500 pre-match events in the next 14 days across at least 15 sports, football the largest', () => {
    expect(prematch.length).toBeGreaterThanOrEqual(1500);
    const bySport = new Map<string, number>();
    for (const e of prematch) bySport.set(e.sportCode, (bySport.get(e.sportCode) ?? 0) + 1);
    expect(bySport.size).toBeGreaterThanOrEqual(15);
    const football = bySport.get('FOOT') ?? 0;
    expect(football / prematch.length).toBeGreaterThan(0.35);
    expect(Math.max(...bySport.values())).toBe(football);
    expect(problems(catalog, now).filter((p) => p.includes(' starts '))).toEqual([]);
  });

  it('kicks off on the hour or quarter hour, mostly in the afternoon and evening of the venue', () => {
    const quarter = prematch.filter((e) => new Date(e.eventDate).getUTCMinutes() % 15 === 0);
    // NFL and baseball keep their 4:05 / 4:25 pm and 7:05 pm habits.
    expect(quarter.length / prematch.length).toBeGreaterThan(0.97);
    const england = prematch.filter(
      (e) => e.sportCode === 'FOOT' && e.eventPaths[1]?.description === 'England',
    );
    const afternoonOrEvening = england.filter((e) => new Date(e.eventDate).getUTCHours() >= 12);
    expect(afternoonOrEvening.length).toBe(england.length);
  });

  it('names matches "Home v Away" with the two opponents, slugs ending in the event id', () => {
    for (const e of prematch) {
      expect(e.opponents).toHaveLength(2);
      expect(e.description).toBe(`${e.opponents[0]?.description} v ${e.opponents[1]?.description}`);
      expect(e.slug).toBe(`${slugify(e.description)}-${e.id}`);
      expect(e.eventPaths.map((p) => p.id)).toEqual([e.sportId, e.eventPaths[1]?.id, e.leagueId]);
      expect(e.isFinished).toBe(false);
    }
    expect(prematch.some((e) => e.liveStreaming)).toBe(true);
    expect(prematch.some((e) => !e.liveStreaming)).toBe(true);
  });

  it('gives a club or player one opponent id per sport, whatever the league', () => {
    const idOf = new Map<string, number>();
    for (const e of prematch) {
      for (const o of e.opponents) {
        const key = `${e.sportCode}:${o.description}`;
        expect(idOf.get(key) ?? o.id).toBe(o.id);
        idOf.set(key, o.id);
      }
    }
    const realMadrid = prematch.filter(
      (e) => e.sportCode === 'FOOT' && e.description.includes('Real Madrid'),
    );
    expect(new Set(realMadrid.map((e) => e.eventPaths[2]?.description)).size).toBeGreaterThan(1);
  });

  it('has at least 20 outrights, each one market of 8 to 30 runners, settling after the 14-day window', () => {
    expect(outrights.length).toBeGreaterThanOrEqual(20);
    expect(outrights.map((e) => e.description)).toEqual(
      expect.arrayContaining([
        'Premier League 2026/27 - Winner',
        'Super Bowl LXI - Winner',
        'UEFA Euro 2028 - Winner',
      ]),
    );
    for (const e of outrights) {
      expect(e.markets).toHaveLength(1);
      const runners = e.markets[0]?.outcomes.length ?? 0;
      expect(runners).toBeGreaterThanOrEqual(8);
      expect(runners).toBeLessThanOrEqual(30);
      expect(e.markets[0]?.marketTypeInfo.style).toBe('OUTRIGHT');
      expect(Date.parse(e.eventDate)).toBeGreaterThan(now.getTime() + 14 * DAY);
    }
  });

  it('cards UK and Irish horse races and greyhounds through the day, each a Win market with each-way terms', () => {
    const horses = races.filter((e) => e.sportCode === 'HORS');
    const dogs = races.filter((e) => e.sportCode === 'GREY');
    expect(horses.length).toBeGreaterThanOrEqual(60);
    expect(dogs.length).toBeGreaterThanOrEqual(30);
    expect([...new Set(horses.map((e) => e.eventPaths[1]?.description))]).toEqual(
      expect.arrayContaining(['England', 'Ireland']),
    );
    expect(new Set(horses.map((e) => e.eventPaths[2]?.description)).size).toBeGreaterThanOrEqual(8);
    // The first day from `now` (10:07): a race off at least every 30 minutes from noon to the evening.
    const offs = races
      .map((e) => Date.parse(e.eventDate))
      .filter((t) => t < Date.parse('2026-11-23T21:00:00Z'))
      .sort((a, b) => a - b);
    expect(offs[0]).toBeLessThanOrEqual(Date.parse('2026-11-23T11:30:00Z'));
    const gaps = offs.slice(1).map((t, i) => t - offs[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(30 * 60_000);
    const terms = new Set<string>();
    for (const e of races) {
      expect(e.eventType).toBe('RANKEVENT');
      expect(e.markets).toHaveLength(1);
      const win = e.markets[0]!;
      expect(win.marketTypeId).toBe(T.raceWin.id);
      expect(win.cutoffTime).toBe(e.eventDate);
      const runners = win.outcomes.length;
      expect(runners).toBeGreaterThanOrEqual(e.sportCode === 'GREY' ? 6 : 5);
      expect(runners).toBeLessThanOrEqual(e.sportCode === 'GREY' ? 6 : 16);
      expect(new Set(win.outcomes.map((o) => o.description)).size).toBe(runners);
      // An overround: the book sums to more than 100 %, less than a silly 140 %.
      expect(book(win)).toBeGreaterThan(1.05);
      expect(book(win)).toBeLessThan(1.4);
      const placeTerms = placeTermsFor({
        sportCode: e.sportCode,
        field: true,
        runners,
        handicap: isHandicapRace(e.description),
      });
      expect(placeTerms).toBeDefined();
      terms.add(`${placeTerms?.places}@${placeTerms?.numerator}/${placeTerms?.denominator}`);
    }
    // The card has every kind of terms: small fields, big fields, big handicaps.
    expect(terms).toEqual(new Set(['2@1/4', '3@1/5', '3@1/4', '4@1/4']));
  });

  it('gives every football match the main market types, the goal lines 0.5 to 4.5 in one group, and corners', () => {
    const required = [
      T.matchResult,
      T.doubleChance,
      T.bothTeamsToScore,
      T.totalGoals,
      T.asianHandicap,
      T.correctScore,
      T.halfTimeFullTime,
      T.drawNoBet,
      T.totalCorners,
    ].map((t) => t.id);
    const football = prematch.filter(
      (e) => e.sportCode === 'FOOT' && !e.eventPaths[2]?.description.startsWith('Esoccer'),
    );
    for (const e of football) {
      const types = new Set(e.markets.map((m) => m.marketTypeId));
      expect(required.filter((id) => !types.has(id))).toEqual([]);
      const goals = e.markets.filter(
        (m) => m.marketTypeId === T.totalGoals.id && m.period.abbreviation === 'FT',
      );
      expect(goals.map((m) => m.outcomes[0]?.consolidatedPrice.currentPrice.spread).slice(0, 5)).toEqual([
        0.5, 1.5, 2.5, 3.5, 4.5,
      ]);
      expect(new Set(goals.map((m) => m.marketGroupId)).size).toBe(1);
      expect(goals.map((m) => m.instance)).toEqual(goals.map((_, i) => i + 1));
      expect(e.markets[0]?.description).toBe('Match Result');
      expect(e.markets.length).toBeGreaterThanOrEqual(25);
    }
    const perMatch = football.map((e) => e.markets.length);
    expect(perMatch.reduce((a, b) => a + b, 0) / perMatch.length).toBeGreaterThanOrEqual(38);
    expect(Math.max(...perMatch)).toBeGreaterThanOrEqual(50);
  });

  it("takes every market of a match from the match's feed, so one feed alert suspends them all", () => {
    const event = catalog.events.find((e) => e.sportCode === 'FOOT' && e.eventType === 'GAMEEVENT')!;
    expect(new Set(event.markets.map((m) => m.feedCode))).toEqual(new Set([event.feedCode]));
    const live = { ...event, marketCount: event.markets.length } as unknown as LiveEvent;
    const alerted = applyFeedUpdate(live, {
      type: 'feed-alert',
      eid: event.id,
      feedCode: event.feedCode,
      active: true,
    });
    expect(alerted.markets?.every((m) => m.status === 'SUSPENDED')).toBe(true);
    const cleared = applyFeedUpdate(alerted, {
      type: 'feed-alert',
      eid: event.id,
      feedCode: event.feedCode,
      active: false,
    });
    expect(cleared.markets?.map((m) => m.status)).toEqual(event.markets.map((m) => m.status));
  });

  it('keeps one group per side for team markets and names the side', () => {
    const teamTotals = markets.filter((m) => m.marketTypeId === T.teamTotalGoals.id);
    expect(teamTotals.length).toBeGreaterThan(0);
    for (const m of teamTotals) {
      expect(m.opponentId).toBeDefined();
      expect(m.description.startsWith(m.teamName ?? '?')).toBe(true);
    }
    const event = prematch.find((e) => e.sportCode === 'FOOT');
    const groups = new Set(
      event?.markets.filter((m) => m.marketTypeId === T.teamTotalGoals.id).map((m) => m.marketGroupId),
    );
    expect(groups.size).toBe(2);
  });

  it('prices every outcome on the odds ladder at 1.01 or longer, books carrying a margin of 0 to 15 %', () => {
    for (const o of outcomes) expect(price(o)).toBeGreaterThanOrEqual(1.01);
    expect(problems(catalog, now)).toEqual([]);
    const main = prematch.map((e) => book(e.markets[0] as Market));
    const average = main.reduce((a, b) => a + b, 0) / main.length;
    // Main markets run at about 4-7 %, exotic ones fatter.
    expect(average).toBeGreaterThan(1.04);
    expect(average).toBeLessThan(1.075);
    const correctScores = markets.filter((m) => m.marketTypeId === T.correctScore.id).map(book);
    expect(Math.min(...correctScores)).toBeGreaterThan(average);
  });

  it('prices a strong home side as the favourite and a close match close', () => {
    const pl = prematch.filter((e) => e.eventPaths[2]?.description === 'Premier League');
    for (const e of pl) {
      const [home, draw, away] = e.markets[0]?.outcomes.map(price) ?? [];
      expect(draw).toBeGreaterThan(2.8);
      expect(Math.min(home ?? 0, away ?? 0)).toBeLessThan(draw ?? 0);
    }
  });

  it('suspends a few markets and keeps the rest open', () => {
    const suspended = markets.filter((m) => m.status === 'SUSPENDED').length;
    expect(suspended).toBeGreaterThan(0);
    expect(suspended / markets.length).toBeLessThan(0.01);
    for (const e of catalog.events) for (const m of e.markets) expect(m.cutoffTime).toBe(e.eventDate);
  });

  it('uses unique ids for events, markets and outcomes', () => {
    expect(unique(catalog.events.map((e) => e.id))).toBe(true);
    expect(unique(markets.map((m) => m.id))).toBe(true);
    expect(unique(outcomes.map((o) => o.id))).toBe(true);
    expect(outcomes.length).toBeLessThan(150_000);
  });

  it('produces data the API contract accepts', () => {
    for (const { leagueId: _league, ...event } of catalog.events) {
      const parsed = Event.safeParse({ ...event, marketCount: event.markets.length });
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
    for (const coupon of catalog.coupons) expect(Coupon.safeParse(coupon).success).toBe(true);
    for (const tab of catalog.tabs) expect(TabSection.safeParse(tab).success).toBe(true);
    for (const submenu of catalog.submenus) expect(SubmenuResponse.safeParse(submenu).success).toBe(true);
    for (const currency of catalog.currencies) expect(Currency.safeParse(currency).success).toBe(true);
    for (const language of catalog.languages) expect(Language.safeParse(language).success).toBe(true);
    for (const margin of catalog.margins) expect(OddsMarginEntry.safeParse(margin).success).toBe(true);
    for (const brand of catalog.brands) {
      expect(ServerSettings.safeParse(brand.settings.web).error?.issues ?? []).toEqual([]);
      expect(ServerSettings.safeParse(brand.settings.mobile).error?.issues ?? []).toEqual([]);
    }
  });

  // Its speed is not asserted here (a loaded machine would fail it): the server's start shows it.
  it('is deterministic for a seed and a clock, and different for another seed', () => {
    const again = generateDemoCatalog({ now });
    expect(again).toEqual(catalog);
    const other = generateDemoCatalog({ now, seed: 7 });
    expect(other.events.map((e) => e.description)).not.toEqual(catalog.events.map((e) => e.description));
  });

  it('keeps prices on the ladder, ids unique and kick-offs in the window for any seed and clock (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2030-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (seed, at) => {
          const other = generateDemoCatalog({ now: at, seed });
          expect(problems(other, at)).toEqual([]);
          expect(boostsStartingSoon(other, at)).toEqual([]);
          expect(other.events.filter((e) => e.eventType === 'GAMEEVENT').length).toBeGreaterThanOrEqual(1500);
        },
      ),
      { numRuns: 3 },
    );
  });
});

describe('the demo brand content', () => {
  it('has at least 8 coupons in 2 or more groups, Quick Links the one settings point to', () => {
    expect(catalog.coupons.length).toBeGreaterThanOrEqual(8);
    expect(catalog.couponGroups.length).toBeGreaterThanOrEqual(2);
    const grouped = new Set(catalog.couponGroups.flatMap((g) => g.couponIds));
    expect(catalog.coupons.filter((c) => !grouped.has(c.id))).toEqual([]);
    const quickLinks = catalog.couponGroups.find((g) => g.id === flagship().web.quick_links_coupon_group_id);
    expect(quickLinks?.name).toBe('Quick Links');
    const nodes = new Set(catalog.eventPaths.map((p) => p.id));
    const types = new Set(markets.map((m) => m.marketTypeId));
    for (const coupon of catalog.coupons) {
      expect(coupon.event_path_ids.filter((id) => !nodes.has(id))).toEqual([]);
      expect(coupon.market_type_ids.filter((id) => !types.has(id))).toEqual([]);
    }
    expect(catalog.coupons.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        "Today's Football",
        'Champions League',
        'Both Teams To Score',
        'NBA',
        'Tennis Today',
        'Esports',
      ]),
    );
  });

  it('fills the four menu sections, at most five top icons', () => {
    expect(catalog.tabs.map((t) => t.section_name)).toEqual([
      'menu_top_icons',
      'menu_icons',
      'third_parties',
      'menu_bottom_icons',
    ]);
    expect(catalog.tabs[0]?.submenu_items.length).toBeLessThanOrEqual(5);
    expect(catalog.tabs[3]?.submenu_items.map((i) => i.label)).toEqual(
      expect.arrayContaining(['Help', 'Responsible Gaming', 'Contact Us']),
    );
  });

  it('points the subheader at a submenu of about 8 links and lists 8-10 top sports', () => {
    const submenu = catalog.submenus.find((s) => s.id === flagship().web.subheader_submenu_id);
    expect(submenu?.submenu_links.length).toBeGreaterThanOrEqual(8);
    expect(catalog.topSports.length).toBeGreaterThanOrEqual(8);
    expect(catalog.topSports.length).toBeLessThanOrEqual(10);
    const sports = new Set(catalog.sports.map((s) => s.id));
    for (const top of catalog.topSports) expect(sports.has(top.id)).toBe(true);
  });

  it('lists currencies with their precision and the languages the web ships', () => {
    const precision = (code: string) => catalog.currencies.find((c) => c.isoCode === code)?.precision;
    expect(precision('EUR')).toBe(2);
    expect(precision('KRW')).toBe(0);
    expect(precision('JPY')).toBe(0);
    expect(catalog.currencies.map((c) => c.isoCode)).toEqual(
      expect.arrayContaining(['VND', 'IDR', 'LAK', 'MMK', 'KHR', 'INR', 'KES', 'NGN', 'mBTC']),
    );
    // A thousand-scaled currency shows no minor unit: a stake of 5 reads 5,000.
    for (const code of ['VND', 'IDR', 'LAK', 'MMK', 'KHR']) expect(precision(code)).toBe(0);
    expect(catalog.languages.map((l) => l.locale)).toEqual(PRODUCT_LOCALES);
    expect(flagship().web.languages).toEqual(catalog.languages);
  });

  it('sets the page layouts, page attributes, corners markets and footers the web reads', () => {
    for (const channel of ['web', 'mobile'] as const) {
      // Parsing fills the contract's defaults, as the API does: the test reads what the web gets.
      const settings = Settings.parse(flagship()[channel]);
      const layouts = settings.page_layouts;
      expect(layouts.find((l) => l.sport_id === PSEUDO_SECTIONS.homepage.id)).toBeDefined();
      // Of the '/*' layouts the last is the fallback of every other page: it must be Default.
      expect(layouts.filter((l) => l.url === '/*').at(-1)?.name).toBe('Default');
      const widgets = layouts.flatMap((l) => [...l.left_column, ...l.right_column, ...l.central_bottom]);
      for (const w of widgets) {
        expect(['navigation_menu', 'advert', 'html_widget', 'live_stream_video_player', 'betslip']).toContain(
          w.name,
        );
      }
      expect(settings.page_attributes.map((a) => a.url)).toEqual(
        expect.arrayContaining(['/*', '/*/sports*', '/*/live*', '/*/events/*']),
      );
      expect(settings.footer_html_web).toMatch(/18\+.*<a href=/);
      expect(settings.footer_html_mobile).toMatch(/18\+.*<a href=/);
      expect(settings.back_to_top_hidden_paths).toContain('/*/account*');
      expect(settings.corners_market_type_ids).toEqual([...CORNERS_MARKET_TYPE_IDS]);
    }
    const web = Settings.parse(flagship().web).page_layouts;
    expect(web.find((l) => l.url === '/*/events/*')).toBeDefined();
    expect(web.find((l) => l.url === '/*/live/*')?.right_column.map((w) => w.name)).toContain(
      'live_stream_video_player',
    );
    expect(web.find((l) => l.name === 'Default')?.right_column.map((w) => w.name)).toEqual(['betslip']);
  });

  it('boosts, for each of the three brands, a game at least three hours from kick-off', () => {
    const boosts = catalog.margins.filter((m) => m.brandMarginType === 'POWER_ODDS');
    expect(new Set(boosts.map((m) => m.brand))).toEqual(new Set(['sportsbook', 'savanna', 'toro']));
    expect(boostsStartingSoon(catalog, now)).toEqual([]);
    // Made an hour before a Premier League game, the catalogue boosts a later one.
    const premierLeague = catalog.eventPaths.find((p) => p.type === 'LEAGUE' && p.slug === 'premier-league');
    const next = catalog.events.find((e) => e.leagueId === premierLeague?.id && e.eventType === 'GAMEEVENT');
    const anHourBefore = new Date(Date.parse(next!.eventDate) - 60 * 60_000);
    const made = generateDemoCatalog({ now: anHourBefore });
    expect(made.events.some((e) => e.eventDate === next!.eventDate && e.leagueId === next!.leagueId)).toBe(
      true,
    );
    expect(boostsStartingSoon(made, anHourBefore)).toEqual([]);
  });

  it('has a handful of brand margins on real leagues and market types, and one power-odds boost', () => {
    const leagues = new Set(catalog.eventPaths.filter((p) => p.type === 'LEAGUE').map((p) => p.id));
    const ppb = catalog.margins.filter((m) => m.brandMarginType === 'PPB');
    expect(ppb.length).toBeGreaterThanOrEqual(4);
    for (const m of ppb) {
      if (m.leagueId !== undefined) expect(leagues.has(m.leagueId)).toBe(true);
      expect(Math.abs(m.margin)).toBeLessThanOrEqual(3);
    }
    const boost = catalog.margins.find((m) => m.brandMarginType === 'POWER_ODDS');
    expect(outcomes.some((o) => o.id === boost?.outcomeId)).toBe(true);
  });

  it("lists every name the feed sends in the catalogue's English source, and es and ja translate them all", () => {
    // A market, outcome or period phrase the demo makes and en.json lacks would reach the
    // Spanish page in English: regenerate with scripts/i18n/check-catalogue-names.ts --write-en.
    const english = cataloguePhrases(catalog);
    expect(english).toEqual(JSON.parse(readFileSync(join(NAMES_DIR, 'en.json'), 'utf8')));
    expect(now).toEqual(PHRASES_AT);
    for (const [locale, dictionary] of loadNameDictionaries()) {
      expect(checkNameDictionary(english, dictionary, sameAsEnglish(locale)), locale).toEqual([]);
    }
    expect([...loadNameDictionaries().keys()].sort()).toEqual(expect.arrayContaining(['es', 'ja']));
  });
});
