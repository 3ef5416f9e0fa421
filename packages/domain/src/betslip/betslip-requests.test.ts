import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betslipOriginId } from './betslip-requests.ts';

describe('betslip requests (SPEC.md §3 originId)', () => {
  it.each([
    [undefined, '11'],
    [null, '11'],
    ['', '11'],
    ['web', '11'],
    ['Android-App', '11'],
    ['constructor', '11'],
    ['__proto__', '11'],
    ['android-app', '20'],
    ['ios-app', '21'],
  ])('betslip-origin %j sends origin id %s', (origin, id) => {
    expect(betslipOriginId(origin)).toBe(id);
  });

  it("any other betslip-origin is the web's '11', and every id fits the contract's digits (property)", () => {
    fc.assert(
      fc.property(fc.string(), (origin) => {
        const id = betslipOriginId(origin);
        return (
          /^\d{1,4}$/.test(id) &&
          (id === '11' || (origin === 'android-app' && id === '20') || (origin === 'ios-app' && id === '21'))
        );
      }),
    );
  });
});
