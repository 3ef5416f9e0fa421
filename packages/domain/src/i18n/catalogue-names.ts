import type { Event, EventPathRef, Market, Outcome } from '@sb/contract';
import { EXTERNAL_LOCALES, intlLocaleOf, isProductLocale, PRODUCT_LOCALES } from './languages.ts';

/**
 * The catalogue's names in the visitor's language (issue 48 part 3; docs/decisions/catalogue-names.md).
 * The feed sends English; a dictionary per language (the feed provider's translation tables,
 * apps/server/src/modules/catalog/names/<locale>.json) turns each name into the language, name by
 * name, falling back to the English name for anything it does not know. Team and player names and
 * numbers (lines, scores) stay exactly as the feed gives them.
 */
export interface NameDictionary {
  /** Sport code → name. */
  readonly sports?: Readonly<Record<string, string>>;
  /** Country-node code → name, for codes that are not ISO 3166-1 alpha-2 (GB-ENG, INT ...). */
  readonly regions?: Readonly<Record<string, string>>;
  /** English league name → name; a league a local book does not translate is left out. */
  readonly leagues?: Readonly<Record<string, string>>;
  /** Market names and their parts, with {{team}}, {{team2}}, {{player}}, {{line}} placeholders. */
  readonly markets?: Readonly<Record<string, string>>;
  /** Period descriptions and full descriptions. */
  readonly periods?: Readonly<Record<string, string>>;
  /** Generic outcome names and templates ("Draw", "Over {{line}}", "{{team}} or Draw"). */
  readonly outcomes?: Readonly<Record<string, string>>;
  readonly templates?: Readonly<Partial<Record<NameTemplate, string>>>;
}

/** How a language composes a market name from its parts. */
export type NameTemplate = 'period' | 'team' | 'line';

export const ENGLISH_TEMPLATES: Readonly<Record<NameTemplate, string>> = {
  period: '{{period}} {{market}}',
  team: '{{team}} {{market}}',
  line: '{{market}} {{line}}',
};

/** The placeholders each template must keep. */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<NameTemplate, readonly string[]>> = {
  period: ['period', 'market'],
  team: ['team', 'market'],
  line: ['market', 'line'],
};

// ---- Names and numbers out of a phrase ---------------------------------------------------------

const NUMBER = String.raw`[+-]?\d+(?:\.\d+)?(?:-\d+)?`;
const NUMBER_AT = new RegExp(NUMBER, 'y');
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The names a market or outcome name may contain: the event's opponents, the market's team and player. */
export interface NameContext {
  readonly teams?: readonly string[];
  readonly player?: string | undefined;
}

export interface AbstractName {
  /** The phrase with {{team}}, {{team2}} ..., {{player}}, {{line}}, {{line2}} ... for what it held. */
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * A phrase with its names and numbers taken out, in order of appearance: the first team named is
 * {{team}}, the second {{team2}}; the first number {{line}}, the second {{line2}}. A name counts
 * only as a whole word; the longest name wins ("Real Madrid" before "Madrid").
 */
export function abstractName(text: string, context: NameContext = {}): AbstractName {
  const names = [...(context.teams ?? []), ...(context.player ? [context.player] : [])].filter(
    (n) => n.trim().length > 0 && text.includes(n),
  );
  // Most names hold no number and no team: nothing to take out.
  if (names.length === 0 && !/\d/.test(text)) return { key: text, values: {} };
  names.sort((x, y) => y.length - x.length);
  const values: Record<string, string> = {};
  const counts = { team: 0, line: 0 };
  const slotFor = (kind: 'team' | 'line') => {
    counts[kind] += 1;
    return counts[kind] === 1 ? kind : `${kind}${counts[kind]}`;
  };
  const wordAt = (i: number) => i >= 0 && i < text.length && WORD_CHAR.test(text[i]!);
  let key = '';
  let i = 0;
  while (i < text.length) {
    if (!wordAt(i - 1)) {
      const name = names.find((n) => text.startsWith(n, i) && !wordAt(i + n.length));
      if (name !== undefined) {
        const slot = name === context.player ? 'player' : slotFor('team');
        values[slot] = name;
        key += `{{${slot}}}`;
        i += name.length;
        continue;
      }
      NUMBER_AT.lastIndex = i;
      const number = NUMBER_AT.exec(text)?.[0];
      if (number !== undefined && !wordAt(i + number.length)) {
        const slot = slotFor('line');
        values[slot] = number;
        key += `{{${slot}}}`;
        i += number.length;
        continue;
      }
    }
    key += text[i];
    i += 1;
  }
  return { key, values };
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The placeholders a phrase holds, sorted (a translation must keep the same ones). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();
}

/** A phrase's placeholders filled; one without a value stays as written. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** Nothing left to translate once names, numbers and punctuation are out. */
function onlyNamesAndNumbers(key: string): boolean {
  return !/\p{L}/u.test(key.replace(PLACEHOLDER, ''));
}

// ---- Market names: the parts the feed composes them of -----------------------------------------

/**
 * How the feed composes a market name, read from the outside in: a period before it ("1st Half
 * Total Goals Over/Under 2.5"), a team before it ("Arsenal Total Goals Over/Under 2.5"), a line
 * after it ("Total Goals Over/Under 2.5"); what remains is the phrase a dictionary translates,
 * with any names still inside it as placeholders ("Top {{team}} Batsman").
 */
export type MarketNameParts =
  | { readonly kind: 'phrase'; readonly name: AbstractName }
  | { readonly kind: 'period'; readonly period: string; readonly rest: MarketNameParts }
  | { readonly kind: 'team'; readonly team: string; readonly rest: MarketNameParts }
  | { readonly kind: 'line'; readonly line: string; readonly rest: MarketNameParts };

const TRAILING_LINE = new RegExp(`^(.*\\S)\\s(${NUMBER})$`, 'u');

/** `periods`: the period descriptions a name may start with (longest first is not required). */
export function marketNameParts(
  text: string,
  context: NameContext,
  periods: readonly string[],
): MarketNameParts | undefined {
  const period = periods
    .filter((p) => p.length > 0 && text.startsWith(`${p} `))
    .reduce<string | undefined>(
      (longest, p) => (longest && longest.length >= p.length ? longest : p),
      undefined,
    );
  if (period !== undefined) {
    const rest = marketNameParts(text.slice(period.length + 1), context, periods);
    return rest && { kind: 'period', period, rest };
  }
  const team = [...(context.teams ?? []), ...(context.player ? [context.player] : [])]
    .filter((t) => t.length > 0 && text.startsWith(`${t} `))
    .sort((a, b) => b.length - a.length)[0];
  if (team !== undefined) {
    const rest = marketNameParts(text.slice(team.length + 1), context, periods);
    return rest && { kind: 'team', team, rest };
  }
  const line = TRAILING_LINE.exec(text);
  if (line) {
    const rest = marketNameParts(line[1]!, context, periods);
    return rest && { kind: 'line', line: line[2]!, rest };
  }
  const name = abstractName(text, context);
  return onlyNamesAndNumbers(name.key) ? undefined : { kind: 'phrase', name };
}

// ---- The translator ------------------------------------------------------------------------------

export interface NameTranslator {
  readonly locale: string;
  sport(code: string, english: string): string;
  /** A country node: ISO 3166-1 alpha-2 codes through Intl.DisplayNames, others by the dictionary. */
  region(code: string | undefined, english: string): string;
  league(english: string): string;
  period(english: string): string;
  /** `period`: the market's period description (it may start the name). */
  market(english: string, context?: NameContext, period?: string): string;
  outcome(english: string, context?: NameContext): string;
}

const ISO_REGION = /^[A-Z]{2}$/;
/** Memoised names per translator; cleared when full (the feed's names are a bounded set). */
const MEMO_LIMIT = 50_000;

/** English in, English out: every name as the feed gave it. */
export const ENGLISH_NAMES: NameTranslator = {
  locale: 'en',
  sport: (_code, english) => english,
  region: (_code, english) => english,
  league: (english) => english,
  period: (english) => english,
  market: (english) => english,
  outcome: (english) => english,
};

/**
 * The translator of one language. English (or a locale the product does not have) is the
 * identity whatever the dictionary says: the feed's names are English already.
 */
export function createNameTranslator(locale: string, dictionary: NameDictionary): NameTranslator {
  if (!isProductLocale(locale) || locale === 'en') return ENGLISH_NAMES;
  const templates = { ...ENGLISH_TEMPLATES, ...dictionary.templates };
  const periodKeys = Object.keys(dictionary.periods ?? {});
  let regionNames: Intl.DisplayNames | undefined;
  const memo = new Map<string, string>();
  const remember = (key: string, compute: () => string): string => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (memo.size >= MEMO_LIMIT) memo.clear();
    const value = compute();
    memo.set(key, value);
    return value;
  };
  const lookup = (table: Readonly<Record<string, string>> | undefined, key: string) =>
    table && Object.hasOwn(table, key) ? table[key] : undefined;
  /** The phrase itself, else with its names and numbers taken out. */
  const phrase = (
    table: Readonly<Record<string, string>> | undefined,
    text: string,
    context: NameContext,
  ) => {
    const name = abstractName(text, context);
    if (onlyNamesAndNumbers(name.key)) return text;
    const exact = lookup(table, text);
    if (exact !== undefined) return exact;
    const found = lookup(table, name.key);
    return found === undefined ? undefined : fillPlaceholders(found, name.values);
  };
  const period = (english: string) => lookup(dictionary.periods, english);
  const render = (parts: MarketNameParts): string | undefined => {
    switch (parts.kind) {
      case 'phrase': {
        const found = lookup(dictionary.markets, parts.name.key);
        return found === undefined ? undefined : fillPlaceholders(found, parts.name.values);
      }
      case 'period': {
        const [name, market] = [period(parts.period), render(parts.rest)];
        return name === undefined || market === undefined
          ? undefined
          : fillPlaceholders(templates.period, { period: name, market });
      }
      case 'team': {
        const market = render(parts.rest);
        return market === undefined
          ? undefined
          : fillPlaceholders(templates.team, { team: parts.team, market });
      }
      case 'line': {
        const market = render(parts.rest);
        return market === undefined
          ? undefined
          : fillPlaceholders(templates.line, { market, line: parts.line });
      }
    }
  };
  const contextKey = (context: NameContext) =>
    `${context.player ?? ''}\u0001${(context.teams ?? []).join('\u0001')}`;
  return {
    locale,
    sport: (code, english) => lookup(dictionary.sports, code) ?? english,
    region(code, english) {
      if (code && ISO_REGION.test(code)) {
        regionNames ??= new Intl.DisplayNames([intlLocaleOf(locale), locale], {
          type: 'region',
          fallback: 'none',
        });
        try {
          return regionNames.of(code) ?? english;
        } catch {
          return english;
        }
      }
      return (code !== undefined ? lookup(dictionary.regions, code) : undefined) ?? english;
    },
    league: (english) => lookup(dictionary.leagues, english) ?? english,
    period: (english) => period(english) ?? english,
    market(english, context = {}, hint) {
      return remember(`m\u0000${english}\u0000${hint ?? ''}\u0000${contextKey(context)}`, () => {
        const whole = phrase(dictionary.markets, english, context);
        if (whole !== undefined) return whole;
        const periods = hint && !periodKeys.includes(hint) ? [...periodKeys, hint] : periodKeys;
        const parts = marketNameParts(english, context, periods);
        return (parts && render(parts)) ?? english;
      });
    },
    outcome(english, context = {}) {
      return remember(
        `o\u0000${english}\u0000${contextKey(context)}`,
        () => phrase(dictionary.outcomes, english, context) ?? english,
      );
    },
  };
}

// ---- Contract shapes -----------------------------------------------------------------------------

/**
 * Market styles whose outcomes are runners (teams, players, horses): their names are never translated.
 */
const RUNNER_STYLES: ReadonlySet<string> = new Set(['OUTRIGHT']);

/** A market with its name, period and generic outcome names in the translator's language. */
export function translateMarket(market: Market, names: NameTranslator, teams: readonly string[]): Market {
  if (names === ENGLISH_NAMES) return market;
  const context: NameContext = {
    teams: market.teamName ? [market.teamName, ...teams] : teams,
    player: market.playerName,
  };
  const runners = RUNNER_STYLES.has(market.marketTypeInfo.style);
  return {
    ...market,
    description: names.market(market.description, context, market.period.description),
    period: {
      ...market.period,
      description: names.period(market.period.description),
      fullDescription: names.period(market.period.fullDescription),
    },
    outcomes: runners
      ? market.outcomes
      : market.outcomes.map((o): Outcome => ({ ...o, description: names.outcome(o.description, context) })),
  };
}

/** Where an event sits (sport, country, league) with the country node's code when known. */
export type RegionCodeOf = (nodeId: number) => string | undefined;

/** An event's sport, country and league names and its markets in the translator's language. */
export function translateEvent<E extends Pick<Event, 'sportCode' | 'eventPaths' | 'opponents' | 'markets'>>(
  event: E,
  names: NameTranslator,
  regionCodeOf: RegionCodeOf,
): E {
  if (names === ENGLISH_NAMES) return event;
  const teams = event.opponents.map((o) => o.description);
  const last = event.eventPaths.length - 1;
  const eventPaths = event.eventPaths.map((path, i): EventPathRef => ({
    ...path,
    description:
      i === 0
        ? names.sport(event.sportCode, path.description)
        : i === last
          ? names.league(path.description)
          : names.region(regionCodeOf(path.id), path.description),
  }));
  return {
    ...event,
    eventPaths,
    ...(event.markets ? { markets: event.markets.map((m) => translateMarket(m, names, teams)) } : {}),
  };
}

/** A node of the sport > country > league tree, named in the translator's language. */
export function translatePathNode(
  node: { type: 'SPORT' | 'COUNTRY' | 'LEAGUE'; code?: string | undefined; description: string },
  names: NameTranslator,
): string {
  if (node.type === 'SPORT') return node.code ? names.sport(node.code, node.description) : node.description;
  if (node.type === 'COUNTRY') return names.region(node.code, node.description);
  return names.league(node.description);
}

/** The event's sides as the feed names matches ("Home v Away"): a bet leg keeps only the event's name. */
export function teamsOfEventName(eventDescription: string): string[] {
  const sides = eventDescription.split(' v ');
  return sides.length === 2 ? sides.map((s) => s.trim()) : [];
}

/**
 * A bet leg's copies of the market and outcome names (taken in English at placement) in the
 * translator's language, read at read time; the teams are read off the event's name.
 */
export function translateBetLeg<
  L extends { eventDescription: string; marketDescription: string; outcomeDescription: string },
>(leg: L, names: NameTranslator): L {
  if (names === ENGLISH_NAMES) return leg;
  const context: NameContext = { teams: teamsOfEventName(leg.eventDescription) };
  return {
    ...leg,
    marketDescription: names.market(leg.marketDescription, context),
    outcomeDescription: names.outcome(leg.outcomeDescription, context),
  };
}

// ---- Which language a call asks for -------------------------------------------------------------

/**
 * The product locale of a catalogue call (SPEC.md §7: `l` on every call, X-Accept-Language on xapi
 * calls, default en-GB): `l` when it names a product language, else the header (an external locale
 * such as pt-BR, zh-Hans or ja-JP, or its language part; a comma list is read in order), else en.
 */
export function catalogueLocale(l: string | undefined, acceptLanguage: string | undefined): string {
  if (l) {
    const asked = fromTag(l);
    if (asked) return asked;
  }
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const found = fromTag(tag);
    if (found) return found;
  }
  return 'en';
}

/** The product locale a language tag names (`es`, `es-ES`, `pt_BR;q=0.8`), if any. */
function fromTag(tag: string): string | undefined {
  const trimmed = tag.split(';')[0]!.trim();
  if (!trimmed) return undefined;
  const lower = trimmed.toLowerCase().replace('_', '-');
  const exact = PRODUCT_LOCALES.find(
    (locale) => locale === lower || EXTERNAL_LOCALES[locale].toLowerCase() === lower,
  );
  const language = lower.split('-')[0];
  return exact ?? (isProductLocale(language) ? language : undefined);
}

// ---- The translator's check ----------------------------------------------------------------------

/** The sections of a dictionary that list phrases (templates are checked apart). */
export const PHRASE_SECTIONS = ['sports', 'regions', 'leagues', 'markets', 'periods', 'outcomes'] as const;
export type PhraseSection = (typeof PHRASE_SECTIONS)[number];

/** Sections where a phrase may be left out or left in English: a local book keeps most league names. */
const OPTIONAL_SECTIONS: ReadonlySet<PhraseSection> = new Set(['leagues']);

export interface NameProblem {
  section: PhraseSection | 'templates';
  key: string;
  problem: 'missing' | 'placeholders' | 'unknown' | 'english' | 'empty';
  detail?: string;
}

/**
 * What a language's dictionary lacks against the English source list: every phrase of every
 * section but `leagues` present, not empty and not left as the English (unless `allowed`), with
 * the same placeholders; no phrase the source does not have; the three templates with theirs.
 */
export function checkNameDictionary(
  english: NameDictionary,
  dictionary: NameDictionary,
  allowed: ReadonlySet<string> = new Set(),
): NameProblem[] {
  const problems: NameProblem[] = [];
  for (const section of PHRASE_SECTIONS) {
    const source = english[section] ?? {};
    const translated = dictionary[section] ?? {};
    for (const [key, englishText] of Object.entries(source)) {
      const text = Object.hasOwn(translated, key) ? translated[key] : undefined;
      if (text === undefined) {
        if (!OPTIONAL_SECTIONS.has(section)) problems.push({ section, key, problem: 'missing' });
        continue;
      }
      if (text.trim() === '') problems.push({ section, key, problem: 'empty' });
      else if (placeholdersOf(text).join() !== placeholdersOf(englishText).join())
        problems.push({ section, key, problem: 'placeholders', detail: text });
      else if (text === englishText && !OPTIONAL_SECTIONS.has(section) && !allowed.has(text))
        problems.push({ section, key, problem: 'english' });
    }
    for (const key of Object.keys(translated)) {
      if (!Object.hasOwn(source, key)) problems.push({ section, key, problem: 'unknown' });
    }
  }
  for (const name of Object.keys(TEMPLATE_PLACEHOLDERS) as NameTemplate[]) {
    const text = dictionary.templates?.[name];
    if (text === undefined) problems.push({ section: 'templates', key: name, problem: 'missing' });
    else if (placeholdersOf(text).join() !== [...TEMPLATE_PLACEHOLDERS[name]].sort().join())
      problems.push({ section: 'templates', key: name, problem: 'placeholders', detail: text });
  }
  return problems;
}
