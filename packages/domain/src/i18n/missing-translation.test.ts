import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMissingTranslation, missingTranslation } from './missing-translation.ts';

describe('missingTranslation (SPEC.md §5 T_[section.text]_T)', () => {
  it.each([
    ['wraps the key', missingTranslation('betslip.place-bet'), 'T_betslip.place-bet_T'],
    ['recognises a marker', isMissingTranslation('T_betslip.place-bet_T'), true],
    ['does not mistake a translation', isMissingTranslation('Place bet'), false],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('recognises every marker it makes (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (key) => isMissingTranslation(missingTranslation(key))),
    );
  });
});
