import type { LiveEvent, PeriodScore } from '@sb/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { liveFootballEvent } from '../../../test/live-fixtures.ts';
import { Scoreboard } from './scoreboard.tsx';

const HOME = 14;
const AWAY = 15;

function periods(key: PeriodScore['periodKey'], rows: [number, number][]): PeriodScore[] {
  return rows.flatMap(([h, a], i) => [
    { opponentId: HOME, periodKey: key, periodInstance: i + 1, score: h },
    { opponentId: AWAY, periodKey: key, periodInstance: i + 1, score: a },
  ]);
}

function event(overrides: Partial<LiveEvent>): LiveEvent {
  return liveFootballEvent(7, 'Home', 'Away', undefined, overrides);
}

/** The period table as text: the header row, then each opponent's row. */
function table(): string[][] {
  const grid = screen.getByRole('table');
  return within(grid)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

function renderBoard(e: LiveEvent, settings = {}) {
  mockApi({}, settings);
  return renderWithProviders(<Scoreboard event={e} />, { url: '/en/live/home-v-away-7' });
}

describe('scoreboard variants (SPEC.md §2 Scoreboard)', () => {
  it('quarters: 1, 2, HT, 3, 4 with HT highlighted during the intermission', () => {
    renderBoard(
      event({
        sportCode: 'BASK',
        sportId: 227,
        regularPeriods: 4,
        currentPeriodNumber: 2,
        clock: { status: 'INTERMISSION', minutes: 0, seconds: 0, updatedAt: 0 },
        scoresPerPeriod: periods('QTR', [
          [20, 18],
          [25, 22],
        ]),
      }),
    );
    expect(screen.getByRole('table', { name: 'Score by period' })).toBeTruthy();
    expect(table()).toEqual([
      ['Team', '1Quarter 1', '2Quarter 2', 'HTHalf time', '3Quarter 3', '4Quarter 4'],
      ['Home', '20', '25', '45', '-', '-'],
      ['Away', '18', '22', '40', '-', '-'],
    ]);
    expect(screen.getByRole('columnheader', { name: /Half time/ }).getAttribute('aria-current')).toBe('true');
  });

  it('halves: H1, H2 with the one in play highlighted', () => {
    renderBoard(
      event({
        sportCode: 'HAND',
        currentPeriodNumber: 2,
        scoresPerPeriod: periods('HALF', [
          [12, 10],
          [3, 4],
        ]),
      }),
    );
    expect(table()[0]).toEqual(['Team', 'H1Half 1', 'H2Half 2']);
    expect(screen.getByRole('columnheader', { name: /Half 2/ }).getAttribute('aria-current')).toBe('true');
  });

  it('periods 1..n; extra time and penalties add an FT column', () => {
    renderBoard(
      event({
        sportCode: 'ICEH',
        regularPeriods: 3,
        currentPeriodAbbreviation: 'PENS',
        scoresPerPeriod: [
          ...periods('PERIOD', [
            [1, 0],
            [0, 1],
            [1, 1],
          ]),
          ...periods('ET', [[0, 0]]),
          ...periods('PENS', [[3, 2]]),
        ],
      }),
    );
    expect(table()).toEqual([
      ['Team', '1Period 1', '2Period 2', '3Period 3', 'FTFull time', 'ETExtra time', 'PenPenalties'],
      ['Home', '1', '0', '1', '2', '0', '3'],
      ['Away', '0', '1', '1', '2', '0', '2'],
    ]);
  });

  it('sets: the last 5, current highlighted; tennis shows Game n / Set m and who serves', () => {
    const games = [
      [6, 4],
      [3, 6],
      [7, 6],
      [4, 6],
      [6, 2],
      [2, 1],
    ].flatMap(([h, a], i) => [
      { opponentId: HOME, set: i + 1, points: h ?? 0, formattedPoints: String(h), serving: i === 5 },
      { opponentId: AWAY, set: i + 1, points: a ?? 0, formattedPoints: String(a), serving: false },
    ]);
    renderBoard(event({ sportCode: 'TENN', sets: { maxSets: 5, gameSet: games }, scoresPerPeriod: [] }));
    expect(screen.getByRole('table', { name: 'Games by set' })).toBeTruthy();
    expect(table()).toEqual([
      ['Team', '2Set 2', '3Set 3', '4Set 4', '5Set 5', '6Set 6'],
      ['Home', '3', '7', '4', '6', '2'],
      ['Away', '6', '6', '6', '2', '1'],
    ]);
    expect(screen.getByRole('columnheader', { name: /Set 6/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Game 4 / Set 6')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(within(heading).getByRole('img', { name: 'Serving' })).toBeTruthy();
  });

  it('football: the half-time score under its flag, after the first half', async () => {
    const second = event({
      currentPeriodNumber: 2,
      scoresPerPeriod: periods('HALF', [
        [1, 0],
        [0, 0],
      ]),
    });
    renderBoard(second, { show_half_time_score: true });
    expect(await screen.findByText('HT 1 - 0')).toBeTruthy();
  });

  it('football: no half-time score when the flag is off', () => {
    const second = event({ currentPeriodNumber: 2, scoresPerPeriod: periods('HALF', [[1, 0]]) });
    renderBoard(second, { show_half_time_score: false });
    expect(screen.queryByText(/^HT /)).toBeNull();
  });

  it('generic score with screen-reader text, no table; cricket shows no score', () => {
    const { unmount } = renderBoard(event({}));
    expect(screen.getByText('Score: Home 1, Away 0')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderBoard(event({ sportCode: 'CRIC' }));
    expect(screen.queryByText(/^Score:/)).toBeNull();
  });

  it('wears the sport background, and the dark fallback for others', () => {
    const { unmount } = renderBoard(event({}));
    expect(screen.getByRole('region', { name: 'Scoreboard' }).dataset.background).toBe('football');
    unmount();
    renderBoard(event({ sportCode: 'DART' }));
    expect(screen.getByRole('region', { name: 'Scoreboard' }).dataset.background).toBe('default');
  });
});
