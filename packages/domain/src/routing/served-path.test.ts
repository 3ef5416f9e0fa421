import { describe, expect, it } from 'vitest';
import { GAME_SECTIONS } from '../games/game-sections.ts';
import { servedPagePath } from './served-path.ts';

describe('servedPagePath: a link inside the site opens a page, not "page not found"', () => {
  it.each([
    ['/', true],
    ['/sports', true],
    ['/sports?active-coupon=3', true],
    ['/sports/240-FOOT', true],
    ['/sports/competitions/240-FOOT/england/premier-league', true],
    ['/live/sport/', true],
    ['/live/sport/10000-FAVOURITES', true],
    ['/open_bets', true],
    ['/account/transactions', true],
    ['/public/help', true],
    ['/jackpot', true],
    ['/sports/leap/virtual-football', true],
    ['/cryptoblast', true],
    // A word where a sport's slug goes is no sport: the section must exist as a section.
    ['/sports/casino', false],
    ['/sports/esportsx', false],
    ['/casino', false],
    ['/account/unknown', false],
  ])('%s → %s', (link, served) => {
    expect(servedPagePath(link)).toBe(served);
  });

  it('serves every game section of §2', () => {
    for (const section of GAME_SECTIONS) expect(servedPagePath(`/${section.path}`), section.id).toBe(true);
  });
});
