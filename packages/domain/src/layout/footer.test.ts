import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footerActive, footerItems, type FooterContext } from './footer.ts';

const mobile: FooterContext = {
  isDesktop: false,
  floatingBetslip: false,
  myBetsEnabled: true,
  promotionsAvailable: true,
  virtualsAvailable: false,
  headerShown: true,
  menuInLayout: true,
  rootPage: 'live',
  menuPosition: 'none',
};

describe('footerItems (SPEC.md §2 Mobile footer navigation)', () => {
  it.each<[string, Partial<FooterContext>, string[]]>([
    [
      'live root: Live, Pre-events, Betslip, My Bets, Promos',
      {},
      ['live', 'prematch', 'betslip', 'mybets', 'promos'],
    ],
    [
      'prematch root puts Pre-events first',
      { rootPage: 'prematch' },
      ['prematch', 'live', 'betslip', 'mybets', 'promos'],
    ],
    [
      'desktop keeps only Betslip and My Bets',
      { isDesktop: true, virtualsAvailable: true },
      ['betslip', 'mybets'],
    ],
    ['desktop with a floating betslip keeps My Bets', { isDesktop: true, floatingBetslip: true }, ['mybets']],
    [
      'the floating betslip hides Betslip',
      { floatingBetslip: true },
      ['live', 'prematch', 'mybets', 'promos'],
    ],
    [
      'the my-bets setting off hides My Bets',
      { myBetsEnabled: false },
      ['live', 'prematch', 'betslip', 'promos'],
    ],
    ['no promotions hides Promos', { promotionsAvailable: false }, ['live', 'prematch', 'betslip', 'mybets']],
    [
      'virtuals add Kiron, cut at 5 items',
      { promotionsAvailable: false, virtualsAvailable: true },
      ['live', 'prematch', 'betslip', 'mybets', 'kiron'],
    ],
    [
      'no header and no menu in the layout adds My account and removes Promos',
      { headerShown: false, menuInLayout: false, myBetsEnabled: false },
      ['live', 'prematch', 'betslip', 'account'],
    ],
    [
      'a header keeps My account out',
      { headerShown: true, menuInLayout: false, promotionsAvailable: false },
      ['live', 'prematch', 'betslip', 'mybets'],
    ],
    [
      'Menu on the left goes first',
      { menuPosition: 'left', promotionsAvailable: false },
      ['menu', 'live', 'prematch', 'betslip', 'mybets'],
    ],
    [
      'Menu on the right goes last',
      { menuPosition: 'right', promotionsAvailable: false },
      ['live', 'prematch', 'betslip', 'mybets', 'menu'],
    ],
    [
      'Menu takes the fifth slot when 5 other items exist',
      { menuPosition: 'left' },
      ['live', 'prematch', 'betslip', 'mybets', 'menu'],
    ],
    [
      'no Menu when its position is none',
      { menuPosition: 'none', floatingBetslip: true },
      ['live', 'prematch', 'mybets', 'promos'],
    ],
  ])('%s', (_name, ctx, expected) => {
    expect(footerItems({ ...mobile, ...ctx })).toEqual(expected);
  });

  const context = fc.record<FooterContext>({
    isDesktop: fc.boolean(),
    floatingBetslip: fc.boolean(),
    myBetsEnabled: fc.boolean(),
    promotionsAvailable: fc.boolean(),
    virtualsAvailable: fc.boolean(),
    headerShown: fc.boolean(),
    menuInLayout: fc.boolean(),
    rootPage: fc.constantFrom('live', 'prematch'),
    menuPosition: fc.constantFrom('none', 'left', 'right'),
  });

  it('never shows more than 5 items, nor one twice (property)', () => {
    fc.assert(
      fc.property(context, (ctx) => {
        const items = footerItems(ctx);
        return items.length <= 5 && new Set(items).size === items.length;
      }),
    );
  });

  it('keeps only Betslip and My Bets on desktop (property)', () => {
    fc.assert(
      fc.property(context, (ctx) =>
        footerItems({ ...ctx, isDesktop: true }).every((item) => item === 'betslip' || item === 'mybets'),
      ),
    );
  });

  it('never shows a hidden item (property)', () => {
    fc.assert(
      fc.property(context, (ctx) => {
        const items = new Set(footerItems(ctx));
        return (
          !(ctx.floatingBetslip && items.has('betslip')) &&
          !(!ctx.myBetsEnabled && items.has('mybets')) &&
          !(!ctx.promotionsAvailable && items.has('promos')) &&
          !(!ctx.virtualsAvailable && items.has('kiron')) &&
          !(ctx.menuPosition === 'none' && items.has('menu')) &&
          !(items.has('promos') && items.has('account'))
        );
      }),
    );
  });
});

describe('footerActive (SPEC.md §2: inactive while the betslip, my bets or open_bets shows)', () => {
  it.each([
    ['active on a sport page', { betslipOpen: false, myBetsOpen: false, pathname: '/en/sports' }, true],
    [
      'inactive with the betslip open',
      { betslipOpen: true, myBetsOpen: false, pathname: '/en/sports' },
      false,
    ],
    [
      'inactive with the my-bets modal open',
      { betslipOpen: false, myBetsOpen: true, pathname: '/en' },
      false,
    ],
    [
      'inactive on the open_bets page',
      { betslipOpen: false, myBetsOpen: false, pathname: '/en/open_bets' },
      false,
    ],
    [
      'inactive on open_bets without a locale',
      { betslipOpen: false, myBetsOpen: false, pathname: '/open_bets/' },
      false,
    ],
    [
      'active on a page that only starts like it',
      { betslipOpen: false, myBetsOpen: false, pathname: '/open_betsx' },
      true,
    ],
  ])('%s', (_name, ctx, expected) => {
    expect(footerActive(ctx)).toBe(expected);
  });
});
