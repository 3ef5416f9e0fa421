import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWalletEmpty, sportsbookWallet } from './wallet.ts';

describe('isWalletEmpty (SPEC.md §5 "Wallet empty when balance is 0 or less")', () => {
  it.each([
    ['a positive balance', 12.5, false],
    ['a cent', 0.01, false],
    ['zero', 0, true],
    ['a negative balance', -3, true],
    ['an unreadable balance', Number.NaN, true],
  ])('%s', (_name, balance, empty) => {
    expect(isWalletEmpty(balance)).toBe(empty);
  });

  it('is empty exactly when the balance is not above zero (property)', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), (balance) => isWalletEmpty(balance) === balance <= 0));
  });
});

describe('sportsbookWallet (SPEC.md §3 "Wallet": the wallet named sportsbook)', () => {
  const casino = { name: 'casino', balance: 50 };
  const sportsbook = { name: 'sportsbook', balance: 20 };
  it.each([
    ['picks it among others', [casino, sportsbook], sportsbook],
    ['whatever its case', [casino, { name: 'Sportsbook', balance: 7 }], { name: 'Sportsbook', balance: 7 }],
    ['none when the player has no sportsbook wallet', [casino], undefined],
    ['none in an empty list', [], undefined],
  ])('%s', (_name, wallets, expected) => {
    expect(sportsbookWallet(wallets)).toEqual(expected);
  });

  it('returns a wallet of the list named sportsbook whenever there is one (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom('casino', 'poker', 'sportsbook', 'SPORTSBOOK') })),
        (wallets) => {
          const found = sportsbookWallet(wallets);
          const exists = wallets.some((w) => w.name.toLowerCase() === 'sportsbook');
          return found === undefined
            ? !exists
            : wallets.includes(found) && found.name.toLowerCase() === 'sportsbook';
        },
      ),
    );
  });
});
