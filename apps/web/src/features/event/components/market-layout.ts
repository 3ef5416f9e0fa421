import type { Market, Outcome } from '@sb/contract';

/**
 * How a market group's outcomes are laid out, by market style: lines (over/under, handicap) as rows
 * of one line each, correct scores in home / draw / away columns, anything else as a grid.
 */
export type MarketLayout =
  | { kind: 'grid'; columns: 1 | 2 | 3 | 'auto' }
  | { kind: 'over-under' }
  | { kind: 'handicap' }
  | { kind: 'correct-score' };

const visible = (market: Market) => market.outcomes.filter((o) => !o.hidden);

export function layoutOf(markets: readonly Market[]): MarketLayout {
  const style = markets[0]?.marketTypeInfo.style;
  const pairs = markets.every((m) => visible(m).length === 2);
  if (style === 'OVER_UNDER' && pairs) return { kind: 'over-under' };
  if (style === 'HANDICAP' && pairs) return { kind: 'handicap' };
  // Score columns need plain scores ('2-1'); 'Player 2-0' set betting is a grid like any other.
  const [only] = markets;
  if (style === 'CORRECT_SCORE' && only && markets.length === 1) {
    const columns = scoreColumns(visible(only));
    if (columns.other.length <= 1 && columns.home.length + columns.away.length > 0)
      return { kind: 'correct-score' };
  }
  if (style === 'OUTRIGHT') return { kind: 'grid', columns: 'auto' };
  if (style === 'HTFT') return { kind: 'grid', columns: 3 };
  const count = Math.max(0, ...markets.map((m) => visible(m).length));
  if (count <= 3) return { kind: 'grid', columns: Math.max(1, count) as 1 | 2 | 3 };
  return { kind: 'grid', columns: count % 3 === 0 || count % 2 === 1 ? 3 : 2 };
}

/** 'Over 2.5' -> name 'Over', line '2.5'; 'Chelsea -1.5' -> 'Chelsea', '-1.5'; no line -> the whole text. */
export function splitLine(text: string): { name: string; line: string | undefined } {
  const match = /^(.*\S)\s+([+-]?\d+(?:\.\d+)?)$/.exec(text);
  return match ? { name: match[1] ?? text, line: match[2] } : { name: text, line: undefined };
}

/** A line market's line: the price's spread when the feed gives one, else the number ending its name. */
export function marketLine(market: Market): string | undefined {
  const spread = market.outcomes[0]?.consolidatedPrice.currentPrice.spread;
  return spread !== undefined ? String(Math.abs(spread)) : splitLine(market.description).line;
}

export interface ScoreColumns {
  home: Outcome[];
  draw: Outcome[];
  away: Outcome[];
  /** 'Any other score' and anything that is not a score. */
  other: Outcome[];
}

/** Correct-score outcomes by result: home wins, draws, away wins, each in score order. */
export function scoreColumns(outcomes: readonly Outcome[]): ScoreColumns {
  const columns: ScoreColumns = { home: [], draw: [], away: [], other: [] };
  const scores: { outcome: Outcome; home: number; away: number }[] = [];
  for (const outcome of outcomes) {
    const match = /^(\d+)\s*[-:]\s*(\d+)$/.exec(outcome.description.trim());
    if (match) scores.push({ outcome, home: Number(match[1]), away: Number(match[2]) });
    else columns.other.push(outcome);
  }
  // By the winner's goals, then the loser's: 1-0, 2-0, 2-1 ... mirrored as 0-1, 0-2, 1-2 for the away side.
  const winner = (s: { home: number; away: number }) => Math.max(s.home, s.away);
  const loser = (s: { home: number; away: number }) => Math.min(s.home, s.away);
  scores.sort((a, b) => winner(a) - winner(b) || loser(a) - loser(b));
  for (const { outcome, home, away } of scores) {
    columns[home > away ? 'home' : home === away ? 'draw' : 'away'].push(outcome);
  }
  return columns;
}
