import type { Market } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abstractName,
  catalogueLocale,
  checkNameDictionary,
  createNameTranslator,
  translateBetLeg,
  translateEvent,
  translateMarket,
  type NameDictionary,
} from './catalogue-names.ts';

const es: NameDictionary = {
  sports: { FOOT: 'Fútbol' },
  regions: { 'GB-ENG': 'Inglaterra', INT: 'Internacional' },
  leagues: { 'UEFA Champions League': 'Liga de Campeones de la UEFA' },
  markets: {
    'Match Result': 'Resultado del partido',
    Result: 'Resultado',
    'Total Goals Over/Under': 'Total de goles más/menos',
    'To Win To Nil': 'Ganar sin encajar',
    'Top {{team}} Batsman': 'Mejor bateador de {{team}}',
  },
  periods: { '1st Half': '1.ª parte', 'Full Time': 'Tiempo completo', 'Map 1': 'Mapa 1' },
  outcomes: {
    Draw: 'Empate',
    'Over {{line}}': 'Más de {{line}}',
    '{{team}} or Draw': '{{team}} o empate',
    '{{team}} or {{team2}}': '{{team}} o {{team2}}',
    'Draw {{line}}': 'Empate {{line}}',
    'Any Other {{team}} Win': 'Otra victoria de {{team}}',
  },
  templates: {
    period: '{{market}} - {{period}}',
    team: '{{market}} - {{team}}',
    line: '{{market}} {{line}}',
  },
};
const names = createNameTranslator('es', es);
const teams = { teams: ['Arsenal', 'Real Madrid', 'Madrid'] };

describe('the catalogue name translator (issue 48 part 3)', () => {
  it.each([
    ['a phrase', 'Match Result', 'Resultado del partido'],
    ['a market with its line', 'Total Goals Over/Under 2.5', 'Total de goles más/menos 2.5'],
    ['a period market', '1st Half Result', 'Resultado - 1.ª parte'],
    [
      'a period market with a line',
      '1st Half Total Goals Over/Under 1.5',
      'Total de goles más/menos 1.5 - 1.ª parte',
    ],
    ['a team market', 'Arsenal To Win To Nil', 'Ganar sin encajar - Arsenal'],
    ['a team inside the phrase', 'Top Real Madrid Batsman', 'Mejor bateador de Real Madrid'],
    [
      'an unknown part: all English',
      'Map 1 Total Kills Over/Under 20.5',
      'Map 1 Total Kills Over/Under 20.5',
    ],
    ['an unknown phrase', 'Most Sixes', 'Most Sixes'],
  ])('market: %s', (_name, english, expected) => {
    expect(names.market(english, teams)).toBe(expected);
  });

  it.each([
    ['a generic outcome', 'Draw', 'Empate'],
    ['a line', 'Over 2.5', 'Más de 2.5'],
    ['a team and a word', 'Real Madrid or Draw', 'Real Madrid o empate'],
    ['two teams in order', 'Madrid or Arsenal', 'Madrid o Arsenal'],
    ['a draw with a line', 'Draw -1', 'Empate -1'],
    ['a team inside', 'Any Other Arsenal Win', 'Otra victoria de Arsenal'],
    ['a team name alone', 'Arsenal', 'Arsenal'],
    ['a team with its handicap', 'Arsenal +1.5', 'Arsenal +1.5'],
    ['a score', '2-0', '2-0'],
    ['unknown', 'Any Other Draw', 'Any Other Draw'],
  ])('outcome: %s', (_name, english, expected) => {
    expect(names.outcome(english, teams)).toBe(expected);
  });

  it('names a sport by its code, an ISO country by Intl, other country codes and leagues by the dictionary', () => {
    expect(names.sport('FOOT', 'Football')).toBe('Fútbol');
    expect(names.sport('CURL', 'Curling')).toBe('Curling');
    expect(names.region('ES', 'Spain')).toBe(new Intl.DisplayNames('es-ES', { type: 'region' }).of('ES'));
    expect(names.region('GB-ENG', 'England')).toBe('Inglaterra');
    expect(names.region('GB-WLS', 'Wales')).toBe('Wales');
    expect(names.league('UEFA Champions League')).toBe('Liga de Campeones de la UEFA');
    expect(names.league('Premier League')).toBe('Premier League');
  });

  it('translates a market but keeps runners, teams and the team it is about', () => {
    const market = {
      id: 1,
      description: 'Arsenal To Win To Nil',
      teamName: 'Arsenal',
      marketTypeInfo: { style: 'TWO_WAY', ordinalPosition: 1 },
      period: { description: 'Full Time', fullDescription: 'Full Time' },
      outcomes: [{ description: 'Draw' }, { description: 'Arsenal' }],
    } as unknown as Market;
    const translated = translateMarket(market, names, ['Arsenal', 'Chelsea']);
    expect(translated.description).toBe('Ganar sin encajar - Arsenal');
    expect(translated.teamName).toBe('Arsenal');
    expect(translated.period.description).toBe('Tiempo completo');
    expect(translated.outcomes.map((o) => o.description)).toEqual(['Empate', 'Arsenal']);
    const outright = { ...market, marketTypeInfo: { style: 'OUTRIGHT', ordinalPosition: 1 } };
    expect(translateMarket(outright, names, []).outcomes.map((o) => o.description)).toEqual([
      'Draw',
      'Arsenal',
    ]);
    expect(market.description).toBe('Arsenal To Win To Nil');
  });

  it('names an event path: sport, country by its code, league', () => {
    const event = {
      sportCode: 'FOOT',
      eventPaths: [
        { id: 240, description: 'Football', slug: 'football' },
        { id: 100_001, description: 'England', slug: 'england' },
        { id: 200_001, description: 'UEFA Champions League', slug: 'uefa-champions-league' },
      ],
      opponents: [],
    };
    const translated = translateEvent(event, names, (id) => (id === 100_001 ? 'GB-ENG' : undefined));
    expect(translated.eventPaths.map((p) => p.description)).toEqual([
      'Fútbol',
      'Inglaterra',
      'Liga de Campeones de la UEFA',
    ]);
    expect(translated.eventPaths.map((p) => p.slug)).toEqual([
      'football',
      'england',
      'uefa-champions-league',
    ]);
  });

  it("names a bet leg's market and outcome, reading the teams off the event's name", () => {
    const leg = {
      eventDescription: 'Real Madrid v Arsenal',
      marketDescription: '1st Half Result',
      outcomeDescription: 'Real Madrid or Draw',
    };
    expect(translateBetLeg(leg, names)).toEqual({
      eventDescription: 'Real Madrid v Arsenal',
      marketDescription: 'Resultado - 1.ª parte',
      outcomeDescription: 'Real Madrid o empate',
    });
  });

  const word = fc.stringMatching(/^[A-Za-z][A-Za-z /&-]{0,12}$/);
  const dictionary: fc.Arbitrary<NameDictionary> = fc.record({
    markets: fc.dictionary(word, word),
    outcomes: fc.dictionary(word, word),
    periods: fc.dictionary(word, word),
    sports: fc.dictionary(fc.stringMatching(/^[A-Z]{4}$/), word),
    templates: fc.record({ period: word, team: word, line: word }),
  });

  it('translating into English is the identity, whatever the dictionary (property)', () => {
    fc.assert(
      fc.property(dictionary, word, fc.array(word), (dict, text, teamNames) => {
        const english = createNameTranslator('en', dict);
        const context = { teams: teamNames };
        return (
          english.market(text, context) === text &&
          english.outcome(text, context) === text &&
          english.period(text) === text &&
          english.sport('FOOT', text) === text
        );
      }),
    );
  });

  it('a name made only of team names and numbers is never changed, whatever the dictionary (property)', () => {
    const team = fc.stringMatching(/^[A-Z][a-z]{2,10}( [A-Z][a-z]{2,8})?$/);
    const number = fc.oneof(
      fc.integer({ min: -5, max: 5 }).map((n) => (n > 0 ? `+${n}` : `${n}`)),
      fc.tuple(fc.nat(5), fc.nat(5)).map(([a, b]) => `${a}-${b}`),
      fc.nat(9).map((n) => `${n}.5`),
    );
    fc.assert(
      fc.property(
        dictionary,
        fc.array(team, { minLength: 1, maxLength: 3 }),
        fc.array(fc.oneof(fc.constant('team'), number), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(' ', ' / ', ' - '),
        (dict, teamNames, parts, separator) => {
          const text = parts
            .map((p, i) => (p === 'team' ? teamNames[i % teamNames.length]! : p))
            .join(separator);
          // The dictionary may even hold the name itself: it is still a name.
          const withName = {
            ...dict,
            markets: { ...dict.markets, [text]: 'x' },
            outcomes: { ...dict.outcomes, [text]: 'x' },
          };
          const translator = createNameTranslator('ja', withName);
          return (
            translator.market(text, { teams: teamNames }) === text &&
            translator.outcome(text, { teams: teamNames }) === text
          );
        },
      ),
    );
  });

  it('takes names and numbers out of a phrase in order, longest name first', () => {
    expect(abstractName('Real Madrid & Over 2.5', teams)).toEqual({
      key: '{{team}} & Over {{line}}',
      values: { team: 'Real Madrid', line: '2.5' },
    });
    expect(abstractName('1st Half', teams).key).toBe('1st Half');
    expect(abstractName('Most 180s', teams).key).toBe('Most 180s');
  });
});

describe('catalogueLocale: the language a catalogue call asks for (SPEC.md §7)', () => {
  it.each([
    ['l wins', 'es', 'ja-JP', 'es'],
    ['the header without l', undefined, 'ja-JP', 'ja'],
    ['an external locale', undefined, 'zh-Hans', 'zh'],
    ['a region other than the product one', undefined, 'pt-PT', 'pt'],
    ['a list, first known', undefined, 'xx-YY, sw-KE;q=0.9', 'sw'],
    ['an unknown l falls to the header', 'xx', 'es-ES', 'es'],
    ['nothing known: English', 'xx', undefined, 'en'],
    ['the default header', undefined, 'en-GB', 'en'],
  ])('%s', (_name, l, header, expected) => {
    expect(catalogueLocale(l, header)).toBe(expected);
  });
});

describe('checkNameDictionary: what a translator still has to do', () => {
  const english: NameDictionary = {
    sports: { FOOT: 'Football', GOLF: 'Golf' },
    leagues: { 'Premier League': 'Premier League' },
    outcomes: { Draw: 'Draw', 'Over {{line}}': 'Over {{line}}', Yes: 'Yes' },
  };
  it('lists missing, English, placeholder and unknown phrases, and the templates', () => {
    const problems = checkNameDictionary(
      english,
      {
        sports: { FOOT: 'Fútbol', GOLF: 'Golf' },
        outcomes: { Draw: 'Draw', 'Over {{line}}': 'Más de {{linea}}', Nope: 'x' },
        templates: { period: '{{market}} - {{period}}', team: '{{market}}', line: '{{market}} {{line}}' },
      },
      new Set(['Golf']),
    );
    expect(problems.map((p) => `${p.section}:${p.key}:${p.problem}`)).toEqual([
      'outcomes:Draw:english',
      'outcomes:Over {{line}}:placeholders',
      'outcomes:Yes:missing',
      'outcomes:Nope:unknown',
      'templates:team:placeholders',
    ]);
  });
});
