import type { BetslipError, BetslipModel } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BETSLIP_RULES } from './betslip-rules.ts';
import { freeBetMisuse, freeBetUnitMax, usableFreeBets, type FreeBetToken } from './free-bets.ts';
import { blockingErrors } from './placement.ts';
import { priceBetslip, type OutcomeQuote } from './price-betslip.ts';
import { NOW, quote, quotes, single, slip, token } from './test-slips.ts';

/*
 * Issue 14: the request carries the bettor's choices; the server derives every amount from its own
 * state. Each case tampers one field of the model the way an attacker would and checks that the
 * server's pricing (mode 'server', with the book's quotes and the player's tokens) ignores it.
 * docs/decisions/money-integrity.md lists every field of the model.
 */

const rules = DEFAULT_BETSLIP_RULES;
const codes = (errors: readonly BetslipError[]): string[] =>
  errors.map((e) => `${e.code}@${e.ref ?? 'slip'}`);
const serverPrice = (
  model: BetslipModel,
  book: ReadonlyMap<number, OutcomeQuote>,
  freeBets: readonly FreeBetToken[] = [],
  balance?: string,
) =>
  priceBetslip({
    model,
    rules,
    mode: 'server',
    quotes: book,
    freeBets: new Map(freeBets.map((t) => [t.id, t])),
    now: NOW,
    ...(balance === undefined ? {} : { balance }),
  });

describe('free bets: only a token the server granted stakes a line (RES-00241)', () => {
  it('the forged free bet of the issue (no token, 500.00 free, allowance 100000.00) is refused', () => {
    const model = slip({
      singles: [
        single(1, 2, { isFreeBet: true, freeMoneyUnitStake: '500.00', maxFreeMoneyStake: '100000.00' }),
      ],
    });
    const priced = serverPrice(model, quotes(quote(1, 2)), [], '0.00');
    expect(codes(blockingErrors(priced))).toEqual(['RES-00241@sel1']);
    expect(priced.model.singles[0]!.maxFreeMoneyStake).toBe('0.00');
  });

  it('a forged allowance on a multiple is refused and replaced by the token', () => {
    const model = slip({
      singles: [single(1, 2), single(2, 3)],
      multiples: [
        { isFreeBet: true, freeBetId: 1, freeMoneyUnitStake: '500.00', maxFreeMoneyStake: '100000.00' },
      ],
    });
    const priced = serverPrice(model, quotes(quote(1, 2), quote(2, 3)), [token()]);
    expect(codes(blockingErrors(priced))).toEqual(['RES-00241@mul1']);
    expect(priced.model.multiples[0]!.maxFreeMoneyStake).toBe('10.00');
  });

  it.each<[string, Partial<FreeBetToken>, Record<string, unknown>]>([
    ['a used token', { used: true }, {}],
    ['an expired token', { expiresAt: new Date(NOW.getTime() - 1) }, {}],
    ['a token of another currency', { currency: 'GBP' }, {}],
    ['odds below the token minimum', { minOdds: 2.5 }, {}],
    ['a token only for multiples', { lineKinds: ['multiple'] }, {}],
    ['a stake above the token', {}, { freeMoneyUnitStake: '10.01' }],
    ['each-way doubles the stake above the token', {}, { freeMoneyUnitStake: '6', eachWay: true }],
    ['another id than the token held', {}, { freeBetId: 2 }],
  ])('%s is RES-00241', (_name, tokenChange, lineChange) => {
    const model = slip({
      singles: [
        single(1, 2, {
          isFreeBet: true,
          freeBetId: 1,
          freeMoneyUnitStake: '5',
          placeTerms: { numerator: 1, denominator: 4, places: 3 },
          ...lineChange,
        }),
      ],
    });
    const book = quotes(quote(1, 2, { placeTerms: { numerator: 1, denominator: 4, places: 3 } }));
    expect(codes(serverPrice(model, book, [token(tokenChange)]).errors)).toEqual(['RES-00241@sel1']);
  });

  it('one token on two lines is used once: the second line is RES-00241', () => {
    const line = { isFreeBet: true, freeBetId: 1, freeMoneyUnitStake: '5' };
    const model = slip({ singles: [single(1, 2, line), single(2, 3, line)] });
    const priced = serverPrice(model, quotes(quote(1, 2), quote(2, 3)), [token()]);
    expect(codes(priced.errors)).toContain('RES-00241@sel2');
    expect(codes(priced.errors)).not.toContain('RES-00241@sel1');
  });

  it('a free bet within its token costs nothing and returns the winnings only', () => {
    const model = slip({
      singles: [single(1, 3, { isFreeBet: true, freeBetId: 1, freeMoneyUnitStake: '10' })],
    });
    const priced = serverPrice(model, quotes(quote(1, 3)), [token()], '0.00');
    expect(priced.errors).toEqual([]);
    expect(priced.totalCost).toBe(0n);
    expect(priced.lines[0]).toMatchObject({ isFreeBet: true, freeBetId: 1, totalStake: 1000n });
    expect(priced.model.singles[0]).toMatchObject({ potentialReturns: '20.00', maxFreeMoneyStake: '10.00' });
  });
});

describe('every other amount comes from the book, not the slip', () => {
  it('a forged higher price is replaced by the quote (and the player asked again)', () => {
    const model = slip({ singles: [single(1, 50, { unitStake: '10' })] });
    const priced = serverPrice(model, quotes(quote(1, 2)), [], '100');
    expect(priced.lines[0]!.potentialReturns).toBe(2000n);
    expect(codes(priced.errors)).toEqual(['RES-00152@sel1']);
  });

  it('forged place terms are dropped when the book has none (no each-way)', () => {
    const model = slip({
      singles: [
        single(1, 5, {
          unitStake: '10',
          eachWay: true,
          placeTerms: { numerator: 1, denominator: 1, places: 20 },
        }),
      ],
    });
    const priced = serverPrice(model, quotes(quote(1, 5)), [], '100');
    expect(priced.lines[0]).toMatchObject({ eachWay: false, potentialReturns: 5000n, placeReturns: 0n });
  });

  it('forged place terms are replaced by the book’s', () => {
    const model = slip({
      singles: [
        single(1, 5, {
          unitStake: '10',
          eachWay: true,
          placeTerms: { numerator: 1, denominator: 1, places: 20 },
        }),
      ],
    });
    const book = quotes(quote(1, 5, { placeTerms: { numerator: 1, denominator: 4, places: 3 } }));
    expect(serverPrice(model, book, [], '100').lines[0]!.placeReturns).toBe(2000n);
  });

  it('two outcomes of one event claimed as two events make no multiple (RES-00218)', () => {
    const model = slip({
      singles: [single(1, 2, { eventId: 100 }), single(2, 3, { eventId: 200 })],
      multiples: [{ unitStake: '10' }],
    });
    const book = quotes(quote(1, 2, { eventId: 100 }), quote(2, 3, { eventId: 100 }));
    const priced = serverPrice(model, book, [], '100');
    expect(priced.lines).toEqual([]);
    expect(codes(priced.errors)).toEqual(['RES-00218@mul1']);
  });

  it('a single the book takes only in combinations stays refused whatever singleEnabled says', () => {
    const model = slip({ singles: [single(1, 2, { unitStake: '10', singleEnabled: true })] });
    const book = quotes(quote(1, 2, { singleEnabled: false }));
    expect(codes(serverPrice(model, book, [], '100').errors)).toEqual(['RES-00103@sel1']);
  });

  it('a forged higher maxBetStake does not lift the book’s limit', () => {
    const model = slip({ singles: [single(1, 2, { unitStake: '100', maxBetStake: '1000000' })] });
    const book = quotes(quote(1, 2, { maxBetStake: '50' }));
    expect(codes(serverPrice(model, book, [], '1000').errors)).toEqual(['RES-00034@sel1']);
  });

  it('forged multiple limits, tax, totals and parlay winnings are recomputed', () => {
    const model = slip({
      singles: [single(1, 2), single(2, 3)],
      multiples: [
        {
          unitStake: '10',
          minBetStake: '0',
          maxBetStake: '99999999',
          taxPercentage: 100,
          stakeAfterTax: '0',
          potentialReturns: '999999',
          totalStake: '0',
          extraParlayWinnings: '5000',
        },
      ],
      totalCost: '0',
      potentialReturns: '999999',
      totalOdds: 1000,
    });
    const priced = serverPrice(model, quotes(quote(1, 2), quote(2, 3)), [], '100');
    expect(priced.model.multiples[0]).toMatchObject({
      minBetStake: '0.00',
      maxBetStake: '10000.00',
      taxPercentage: 0,
      stakeAfterTax: '10.00',
      potentialReturns: '60.00',
      totalStake: '10.00',
      extraParlayWinnings: '0.00',
    });
    expect(priced.model).toMatchObject({ totalCost: '10.00', potentialReturns: '60.00', totalOdds: 6 });
    expect(priced.totalCost).toBe(1000n);
  });

  it('a selection the book does not quote is not offered', () => {
    const model = slip({ singles: [single(1, 2, { unitStake: '10' }), single(9, 40, { unitStake: '10' })] });
    const priced = serverPrice(model, quotes(quote(1, 2)), [], '100');
    expect(codes(blockingErrors(priced))).toEqual(['selection-unavailable@sel2']);
  });

  it('the delay is the server’s: in play waits its seconds, pre-match none', () => {
    const model = slip({ singles: [single(1, 2, { unitStake: '10' })], delay: 0 });
    const live = priceBetslip({
      model,
      rules,
      mode: 'server',
      quotes: quotes(quote(1, 2, { inRunning: true })),
      inPlayDelaySeconds: 3,
    });
    expect(live.model.delay).toBe(3);
    const forged = slip({ singles: [single(1, 2, { unitStake: '10' })], delay: 60 });
    expect(
      priceBetslip({ model: forged, rules, mode: 'server', quotes: quotes(quote(1, 2)) }).model.delay,
    ).toBe(0);
  });

  it('property: whatever amounts a slip claims, the server charges and pays as for the same choices alone', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(
        fc.record({
          decimal: fc.double({ min: 1, max: 1000, noNaN: true }),
          potentialReturns: amount,
          potentialTaxDeduction: amount,
          stakeAfterTax: amount,
          maxFreeMoneyStake: amount,
          maxBetStake: amount,
          totalCost: amount,
          price: fc.string({ maxLength: 8 }),
        }),
        fc.integer({ min: 1, max: 5000 }),
        ({ totalCost, ...line }, cents) => {
          const stake = (cents / 100).toFixed(2);
          const honest = slip({ singles: [single(1, 2.5, { unitStake: stake })] });
          const tampered = slip({
            singles: [single(1, line.decimal, { unitStake: stake, ...line })],
            totalCost,
          });
          const book = quotes(quote(1, 2.5));
          const a = serverPrice(honest, book, [], '100000');
          const b = serverPrice(tampered, book, [], '100000');
          expect(b.totalCost).toBe(a.totalCost);
          expect(b.lines.map((l) => [l.totalStake, l.potentialReturns])).toEqual(
            a.lines.map((l) => [l.totalStake, l.potentialReturns]),
          );
        },
      ),
    );
  });
});

describe('free-bet tokens (domain rules)', () => {
  it('the allowance per bet is the token over the line’s bets, rounded down', () => {
    expect(freeBetUnitMax({ amount: 1000n }, 1)).toBe(1000n);
    expect(freeBetUnitMax({ amount: 1000n }, 2)).toBe(500n);
    expect(freeBetUnitMax({ amount: 1000n }, 3)).toBe(333n);
  });

  it('usable tokens leave out the used, expired and excluded ones, soonest expiry first', () => {
    const soon = token({ id: 2, expiresAt: new Date(NOW.getTime() + 60_000) });
    const later = token({ id: 3 });
    const tokens = [later, token({ id: 4, used: true }), soon, token({ id: 5, lineKinds: ['system'] })];
    expect(
      usableFreeBets(tokens, { kind: 'single', currency: 'EUR', decimal: 2 }, NOW).map((t) => t.id),
    ).toEqual([2, 3]);
  });

  it('property: a token never covers a line above its amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (amount, stake) => {
          const misuse = freeBetMisuse(
            token({ amount }),
            { kind: 'single', currency: 'EUR', totalStake: stake, decimal: 2 },
            NOW,
          );
          expect(misuse === undefined).toBe(stake <= amount);
        },
      ),
    );
  });
});
