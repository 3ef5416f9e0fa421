import { GameSectionId, SETTINGS_DEFAULTS, ThirdPartyProvider } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVERY_THIRD_PARTY_ACCOUNT,
  gameSectionListed,
  gameSectionNeedsAccount,
  type GameSectionSettings,
  type GameSectionViewer,
} from './game-section-rules.ts';
import {
  GAME_SECTIONS,
  gameSection,
  gameSectionAccess,
  gameSectionOfPath,
  virtualsWholeAmounts,
} from './game-sections.ts';

const SETTINGS: GameSectionSettings = {
  ...SETTINGS_DEFAULTS,
  show_embedded_betradar_virtuals: true,
  show_edge_gaming: true,
  show_powerball: true,
};
const player = (currency: string, extra: Partial<GameSectionViewer> = {}): GameSectionViewer => ({
  loggedIn: true,
  currency,
  thirdPartyAccounts: [],
  isPartnerMatrixAffiliate: false,
  ...extra,
});
const visitor = (currency: string): GameSectionViewer => ({ ...player(currency), loggedIn: false });
const access = (id: GameSectionId, viewer: GameSectionViewer, settings: Partial<GameSectionSettings> = {}) =>
  gameSectionAccess(gameSection(id), { ...SETTINGS, ...settings }, viewer);

describe('who may see each game section (SPEC.md §6, §9)', () => {
  it.each<[GameSectionId, GameSectionViewer, Partial<GameSectionSettings>, string]>([
    // §9 hidden by currency.
    ['leap', player('USDT'), {}, 'unavailable:currency'],
    ['leap', player('JPY'), {}, 'unavailable:currency'],
    ['leap', player('EUR'), {}, 'real'],
    ['esportsbull', player('USD'), {}, 'unavailable:currency'],
    ['esportsbull', player('BRL'), {}, 'unavailable:currency'],
    ['esportsbull', player('EUR'), {}, 'real'],
    ['pinnacle', player('KES'), {}, 'unavailable:currency'],
    ['pinnacle', player('KZT'), {}, 'unavailable:currency'],
    ['exchange', visitor('JPY'), {}, 'unavailable:currency'],
    ['cryptoblast', player('EUR'), {}, 'unavailable:currency'],
    ['cryptoblast', player('KRW'), {}, 'real'],
    ['cryptoblast', visitor('KRW'), {}, 'demo'],
    ['parlaybay', player('SEK'), {}, 'unavailable:currency'],
    ['parlaybay', player('GBP'), {}, 'real'],
    // §6: Kiron not USDT and gated by the setting; powerball only KRW, and by its setting.
    ['kiron', player('USDT'), {}, 'unavailable:currency'],
    ['kiron', player('EUR'), { virtuals_enabled: false }, 'unavailable:settings'],
    ['powerball', player('EUR'), {}, 'unavailable:currency'],
    ['powerball', player('KRW'), { show_powerball: false }, 'unavailable:settings'],
    ['powerball', player('KRW'), {}, 'real'],
    ['powerball', visitor('KRW'), {}, 'login'],
    ['betradar-virtuals', player('EUR'), { show_embedded_betradar_virtuals: false }, 'unavailable:settings'],
    ['edge', player('EUR'), { show_edge_gaming: false }, 'unavailable:settings'],
    // §6 golden race: its excluded currencies, and fun play only with a demo id.
    ['virtual-games', player('USDT'), {}, 'unavailable:currency'],
    ['virtual-games', visitor('EUR'), {}, 'demo'],
    ['virtual-games', visitor('EUR'), { golden_race_demo_id: '' }, 'login'],
    // §6: the exchange for visitors and Kryptium players; Pinnacle not for partner-matrix affiliates.
    ['exchange', visitor('EUR'), {}, 'demo'],
    ['exchange', player('EUR'), {}, 'unavailable:account'],
    ['exchange', player('EUR', { thirdPartyAccounts: ['kryptium'] }), {}, 'real'],
    ['pinnacle', player('EUR', { isPartnerMatrixAffiliate: true }), {}, 'unavailable:account'],
    ['pinnacle', player('EUR'), {}, 'real'],
    // Lotto is a lottery: no fun money.
    ['lotto', visitor('EUR'), {}, 'login'],
  ])('%s for %o with %o: %s', (id, viewer, settings, expected) => {
    const answer = access(id, viewer, settings);
    expect(answer.kind === 'unavailable' ? `unavailable:${answer.reason}` : answer.kind).toBe(expected);
  });

  it('says settings before currency: a section the brand switched off is off whatever the currency', () => {
    expect(access('powerball', player('EUR'), { show_powerball: false })).toEqual({
      kind: 'unavailable',
      reason: 'settings',
    });
  });

  it('never gives a visitor real money, never lists a refused section, never refuses for a currency case', () => {
    const viewerArb = fc.record({
      loggedIn: fc.boolean(),
      currency: fc.constantFrom('EUR', 'eur', 'KRW', 'krw', 'USDT', 'usdt', 'JPY', 'KES', 'BRL', 'SEK'),
      thirdPartyAccounts: fc.subarray([...ThirdPartyProvider.options]),
      isPartnerMatrixAffiliate: fc.boolean(),
    });
    const settingsArb = fc.record({
      virtuals_enabled: fc.boolean(),
      show_embedded_betradar_virtuals: fc.boolean(),
      show_edge_gaming: fc.boolean(),
      show_powerball: fc.boolean(),
      golden_race_excluded_currencies: fc.subarray(['USDT', 'MBTC', 'KRW']),
      golden_race_demo_id: fc.constantFrom('', 'demo'),
    });
    fc.assert(
      fc.property(fc.constantFrom(...GAME_SECTIONS), viewerArb, settingsArb, (section, viewer, settings) => {
        const answer = gameSectionAccess(section, settings, viewer);
        if (!viewer.loggedIn) expect(answer.kind).not.toBe('real');
        if (viewer.loggedIn) expect(['real', 'unavailable']).toContain(answer.kind);
        expect(gameSectionListed(section.id, settings, viewer)).toBe(answer.kind !== 'unavailable');
        const upper = { ...viewer, currency: viewer.currency.toUpperCase() };
        expect(gameSectionAccess(section, settings, upper)).toEqual(answer);
      }),
    );
  });
});

describe("when a player's details matter (the exchange's Kryptium account, Pinnacle's affiliates)", () => {
  it('asks for them only where an account could change the answer', () => {
    const asked = GAME_SECTIONS.filter((s) => gameSectionNeedsAccount(s.id, SETTINGS, player('EUR'))).map(
      (s) => s.id,
    );
    expect(asked).toEqual(['pinnacle', 'exchange']);
    expect(GAME_SECTIONS.some((s) => gameSectionNeedsAccount(s.id, SETTINGS, visitor('EUR')))).toBe(false);
    // A currency that refuses the section anyway: no account changes it.
    expect(gameSectionNeedsAccount('exchange', SETTINGS, player('JPY'))).toBe(false);
  });
});

describe('the section a path opens', () => {
  it('finds a section by its path, with or without a game id, and nothing else', () => {
    expect(gameSectionOfPath('sports/kiron')?.id).toBe('kiron');
    expect(gameSectionOfPath('/sports/leap/virtual-efootball')?.id).toBe('leap');
    expect(gameSectionOfPath('/cryptoblast?x=1')?.id).toBe('cryptoblast');
    expect(gameSectionOfPath('sports/kironx')).toBeUndefined();
    expect(gameSectionOfPath('sports/240-FOOT')).toBeUndefined();
  });

  it('names every third-party account the contract knows (the most an account can hold)', () => {
    expect([...EVERY_THIRD_PARTY_ACCOUNT].sort()).toEqual([...ThirdPartyProvider.options].sort());
  });

  it('has every section of §2, each at its own path', () => {
    expect(GAME_SECTIONS.map((s) => s.id).sort()).toEqual([...GameSectionId.options].sort());
    expect(new Set(GAME_SECTIONS.map((s) => s.path)).size).toBe(GAME_SECTIONS.length);
  });
});

describe('virtuals with no decimal cents (§9)', () => {
  it.each([
    ['KRW', true],
    ['krw', true],
    ['USDT', true],
    ['THB', true],
    ['EUR', false],
    ['KES', false],
  ])('%s: %s', (currency, whole) => {
    expect(virtualsWholeAmounts(currency)).toBe(whole);
  });
});
