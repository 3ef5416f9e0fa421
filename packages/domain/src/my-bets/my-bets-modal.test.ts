import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_MY_BETS_MODAL,
  myBetsModalReducer,
  myBetsModalShown,
  type MyBetsModalAction,
  type MyBetsModalResult,
  type MyBetsModalState,
} from './my-bets-modal.ts';

const state = (extra: Partial<MyBetsModalState> = {}): MyBetsModalState => ({
  ...INITIAL_MY_BETS_MODAL,
  ...extra,
});
const button = (
  extra: { loggedIn?: boolean; onMyBetsPage?: boolean; isNativeApp?: boolean } = {},
): MyBetsModalAction => ({
  type: 'button',
  loggedIn: true,
  onMyBetsPage: false,
  isNativeApp: false,
  ...extra,
});

describe('My Bets modal (SPEC.md §4)', () => {
  it.each<[string, MyBetsModalState, MyBetsModalAction, MyBetsModalResult]>([
    [
      'opening gives visible on the open tab (§2 default tab)',
      state(),
      { type: 'open' },
      { state: state({ modal: 'visible' }) },
    ],
    [
      'opening on the settled tab',
      state(),
      { type: 'open', tab: 'settled' },
      { state: state({ modal: 'visible', selectedTab: 'settled' }) },
    ],
    [
      'closing with no countdown gives closed',
      state({ modal: 'visible' }),
      { type: 'close' },
      { state: state() },
    ],
    [
      'closing while a bet is in countdown gives hidden',
      state({ modal: 'visible', betsInCountdown: ['b1'] }),
      { type: 'close' },
      { state: state({ modal: 'hidden', betsInCountdown: ['b1'] }) },
    ],
    [
      'removing the last countdown bet while hidden gives closed',
      state({ modal: 'hidden', betsInCountdown: ['b1'] }),
      { type: 'countdown-end', betId: 'b1' },
      { state: state() },
    ],
    [
      'removing one of two countdown bets keeps it hidden',
      state({ modal: 'hidden', betsInCountdown: ['b1', 'b2'] }),
      { type: 'countdown-end', betId: 'b1' },
      { state: state({ modal: 'hidden', betsInCountdown: ['b2'] }) },
    ],
    [
      'the last countdown ending while visible keeps it visible',
      state({ modal: 'visible', betsInCountdown: ['b1'] }),
      { type: 'countdown-end', betId: 'b1' },
      { state: state({ modal: 'visible' }) },
    ],
    [
      'a countdown starts once per bet',
      state({ betsInCountdown: ['b1'] }),
      { type: 'countdown-start', betId: 'b1' },
      { state: state({ betsInCountdown: ['b1'] }) },
    ],
    [
      'choosing the settled tab',
      state({ modal: 'visible' }),
      { type: 'select-tab', tab: 'settled' },
      { state: state({ modal: 'visible', selectedTab: 'settled' }) },
    ],
    ['the button opens it when logged in', state(), button(), { state: state({ modal: 'visible' }) }],
    [
      'the button reopens it from hidden',
      state({ modal: 'hidden', betsInCountdown: ['b1'] }),
      button(),
      { state: state({ modal: 'visible', betsInCountdown: ['b1'] }) },
    ],
    ['the button closes it when visible', state({ modal: 'visible' }), button(), { state: state() }],
    [
      'on the my-bets page the button goes back',
      state(),
      button({ onMyBetsPage: true }),
      { state: state(), effect: 'go-back' },
    ],
    [
      'logged out the button opens the login dialog',
      state(),
      button({ loggedIn: false }),
      { state: state(), effect: 'login-dialog' },
    ],
    [
      'logged out in the app the button triggers native login',
      state(),
      button({ loggedIn: false, isNativeApp: true }),
      { state: state(), effect: 'native-login' },
    ],
    [
      'logging out clears it',
      state({ modal: 'visible', selectedTab: 'settled', betsInCountdown: ['b1'] }),
      { type: 'logout' },
      { state: state() },
    ],
  ])('%s', (_name, before, action, after) => {
    expect(myBetsModalReducer(before, action)).toEqual(after);
  });

  it('the footer is inactive only while the modal shows (§2)', () => {
    expect(myBetsModalShown(state({ modal: 'visible' }))).toBe(true);
    expect(myBetsModalShown(state({ modal: 'hidden' }))).toBe(false);
  });
});

const arbAction: fc.Arbitrary<MyBetsModalAction> = fc.oneof(
  fc.constant<MyBetsModalAction>({ type: 'open' }),
  fc.constant<MyBetsModalAction>({ type: 'close' }),
  fc
    .constantFrom('open' as const, 'settled' as const)
    .map((tab): MyBetsModalAction => ({ type: 'select-tab', tab })),
  fc.constantFrom('b1', 'b2', 'b3').map((betId): MyBetsModalAction => ({ type: 'countdown-start', betId })),
  fc.constantFrom('b1', 'b2', 'b3').map((betId): MyBetsModalAction => ({ type: 'countdown-end', betId })),
  fc
    .record({ loggedIn: fc.boolean(), onMyBetsPage: fc.boolean(), isNativeApp: fc.boolean() })
    .map((c): MyBetsModalAction => ({ type: 'button', ...c })),
);

describe('My Bets modal properties', () => {
  it('hidden only while a bet is in countdown; a countdown bet is listed once', () => {
    fc.assert(
      fc.property(fc.array(arbAction, { maxLength: 40 }), (actions) => {
        let s = INITIAL_MY_BETS_MODAL;
        for (const action of actions) {
          s = myBetsModalReducer(s, action).state;
          if (s.modal === 'hidden') expect(s.betsInCountdown.length).toBeGreaterThan(0);
          expect(new Set(s.betsInCountdown).size).toBe(s.betsInCountdown.length);
        }
      }),
    );
  });
});
