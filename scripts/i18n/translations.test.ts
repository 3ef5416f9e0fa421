import { describe, expect, it } from 'vitest';
import { checkTranslations, type LanguageTexts } from './translations.ts';

const english: LanguageTexts = {
  betslip: {
    title: 'Betslip',
    place: 'Place bet for {{amount}}',
    bets_one: '{{count}} bet',
    bets_other: '{{count}} bets',
  },
};

const problemsOf = (language: string, texts: LanguageTexts, allowed: Record<string, string[]> = {}) =>
  checkTranslations({ english, languages: { [language]: texts }, allowed }).problems.map(
    (p) => `${p.key}: ${p.problem}`,
  );

describe('the translation check (issue 48)', () => {
  it('passes a complete German file, with the plural forms German has', () => {
    const de = {
      betslip: {
        title: 'Wettschein',
        place: '{{amount}} setzen',
        bets_one: '{{count}} Wette',
        bets_other: '{{count}} Wetten',
      },
    };
    expect(problemsOf('de', de)).toEqual([]);
  });

  it.each([
    [
      'a missing key',
      { betslip: { place: 'x {{amount}}', bets_one: 'a', bets_other: '{{count}} b' } },
      'title: missing',
    ],
    [
      'a placeholder translated away',
      { betslip: { title: 'W', place: '{{betrag}} setzen', bets_one: 'eine', bets_other: '{{count}} W' } },
      'place: placeholders ["{{betrag}}"] instead of ["{{amount}}"]',
    ],
    [
      'a text left in English',
      {
        betslip: {
          title: 'Betslip',
          place: '{{amount}} setzen',
          bets_one: 'eine',
          bets_other: '{{count}} W',
        },
      },
      'title: left in English: "Betslip"',
    ],
    [
      'a key English no longer has',
      { betslip: { title: 'W', place: '{{amount}}', bets_one: 'e', bets_other: '{{count}} W', old: 'alt' } },
      'old: not in English (stale key)',
    ],
  ])('reports %s', (_case, de, problem) => {
    expect(problemsOf('de', de)).toContain(problem);
  });

  it("asks Arabic for all six plural forms and Japanese for 'other' alone", () => {
    const ar = { betslip: { title: 'قسيمة', place: 'راهن بـ {{amount}}', bets_other: '{{count}} رهان' } };
    expect(problemsOf('ar', ar).sort()).toEqual(
      ['few', 'many', 'one', 'two', 'zero'].map((category) => `bets_${category}: missing`),
    );
    const ja = { betslip: { title: 'ベット', place: '{{amount}}', bets_one: '1', bets_other: '{{count}}' } };
    expect(problemsOf('ja', ja)).toEqual(['bets_one: plural category not used in ja']);
  });

  it('lets a loanword on the allow-list stay English', () => {
    const fr = {
      betslip: {
        title: 'Betslip',
        place: 'Miser {{amount}}',
        bets_one: '{{count}} pari',
        bets_many: '{{count}} de paris',
        bets_other: '{{count}} paris',
      },
    };
    expect(problemsOf('fr', fr, { fr: ['Betslip'] })).toEqual([]);
  });
});
