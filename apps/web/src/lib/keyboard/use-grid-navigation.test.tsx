import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useGridNavigation } from './use-grid-navigation.ts';

interface Row {
  event: string;
  prices: { name: string; disabled?: boolean }[];
}

const ROWS: Row[] = [
  {
    event: 'Arsenal v Chelsea',
    prices: [{ name: 'Arsenal 2.10' }, { name: 'Draw 3.40' }, { name: 'Chelsea 3.20' }],
  },
  {
    event: 'Leeds v Everton',
    prices: [{ name: 'Leeds 1.90' }, { name: 'Draw 3.30', disabled: true }, { name: 'Everton 4.00' }],
  },
  { event: 'Spurs v Fulham', prices: [{ name: 'Spurs 1.50' }] },
];

function Grid({ rows, dir }: { rows: Row[]; dir?: 'rtl' }) {
  const grid = useGridNavigation();
  return (
    <div dir={dir}>
      <a href="#before">Before</a>
      <div role="grid" aria-label="Football" ref={grid}>
        {rows.map((row) => (
          <div role="row" key={row.event}>
            <span role="gridcell">
              <a href={`#${row.event}`}>{row.event}</a>
            </span>
            {row.prices.map((price) => (
              <span role="gridcell" key={price.name}>
                <button type="button" disabled={price.disabled}>
                  {price.name}
                </button>
              </span>
            ))}
          </div>
        ))}
      </div>
      <a href="#after">After</a>
    </div>
  );
}

function GrowingGrid() {
  const [rows, setRows] = useState(ROWS.slice(0, 1));
  return (
    <>
      <Grid rows={rows} />
      <button type="button" onClick={() => setRows(ROWS)}>
        More
      </button>
    </>
  );
}

/** The grid's code loads on its first focus: until then every control keeps its own Tab stop. */
const started = () =>
  waitFor(() =>
    expect(screen.getByRole('button', { name: 'Arsenal 2.10' }).getAttribute('tabindex')).toBe('-1'),
  );

const focused = () => (document.activeElement as HTMLElement | null)?.textContent;

describe('useGridNavigation', () => {
  it('makes the whole grid one Tab stop, which comes back to the control used last', async () => {
    const user = userEvent.setup();
    render(<Grid rows={ROWS} />);
    await user.tab();
    expect(focused()).toBe('Before');
    expect(screen.getByRole('button', { name: 'Arsenal 2.10' }).hasAttribute('tabindex')).toBe(false);
    await user.tab();
    expect(focused()).toBe('Arsenal v Chelsea');
    await started();
    await user.tab();
    expect(focused()).toBe('After');

    await user.tab({ shift: true });
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(focused()).toBe('Leeds 1.90');
    await user.tab();
    expect(focused()).toBe('After');
    await user.tab({ shift: true });
    expect(focused()).toBe('Leeds 1.90');
  });

  it('moves along a row, to the same column of the rows around, and to the ends', async () => {
    const user = userEvent.setup();
    render(<Grid rows={ROWS} />);
    screen.getByRole('link', { name: 'Arsenal v Chelsea' }).focus();
    await started();
    const path: (string | null | undefined)[] = [];
    for (const keys of [
      '{ArrowRight}',
      '{ArrowRight}',
      '{ArrowDown}',
      '{ArrowDown}',
      '{ArrowUp}',
      '{End}',
      '{Home}',
      '{Control>}{End}{/Control}',
    ]) {
      await user.keyboard(keys);
      path.push(focused());
    }
    // The suspended draw (disabled) is no cell: the row's second column is Everton.
    expect(path).toEqual([
      'Arsenal 2.10',
      'Draw 3.40',
      'Everton 4.00',
      'Spurs 1.50',
      // A shorter row clamps the column: from its last cell, up is the same column above.
      'Leeds 1.90',
      'Everton 4.00',
      'Leeds v Everton',
      'Spurs 1.50',
    ]);
  });

  it('stays put at an edge and leaves keys that are not its own to the page', async () => {
    const user = userEvent.setup();
    render(<Grid rows={ROWS} />);
    screen.getByRole('link', { name: 'Arsenal v Chelsea' }).focus();
    await started();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focused()).toBe('Arsenal v Chelsea');
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Arsenal v Chelsea');
  });

  it('swaps left and right in a right-to-left page', async () => {
    const user = userEvent.setup();
    render(<Grid rows={ROWS} dir="rtl" />);
    screen.getByRole('link', { name: 'Arsenal v Chelsea' }).focus();
    await started();
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Arsenal 2.10');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Arsenal v Chelsea');
  });

  it('takes in rows the list adds later without another Tab stop', async () => {
    const user = userEvent.setup();
    render(<GrowingGrid />);
    screen.getByRole('link', { name: 'Arsenal v Chelsea' }).focus();
    await started();
    await user.click(screen.getByRole('button', { name: 'More' }));
    const grid = screen.getByRole('grid', { name: 'Football' });
    const stops = [...grid.querySelectorAll('a, button')].filter(
      (el) => (el as HTMLElement).tabIndex === 0 && !(el as HTMLButtonElement).disabled,
    );
    expect(stops.map((el) => el.textContent)).toEqual(['Arsenal v Chelsea']);
    screen.getByRole('link', { name: 'Arsenal v Chelsea' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Leeds v Everton');
  });

  it("walks a navigation list's items, nested ones too, and leaves controls outside its items alone", async () => {
    function Menu() {
      const menu = useGridNavigation('li');
      return (
        <nav aria-label="Menu" ref={menu}>
          <ul>
            <li>
              <a href="#live">Live</a>
            </li>
            <li>
              <a href="#football">Football</a> <button type="button">Football countries</button>
              <ul>
                <li>
                  <a href="#england">England</a>
                </li>
              </ul>
            </li>
          </ul>
          <button type="button">Language</button>
        </nav>
      );
    }
    const user = userEvent.setup();
    render(<Menu />);
    screen.getByRole('link', { name: 'Live' }).focus();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'England' }).getAttribute('tabindex')).toBe('-1'),
    );
    const path: (string | null | undefined)[] = [];
    for (const keys of ['{ArrowDown}', '{ArrowRight}', '{ArrowDown}']) {
      await user.keyboard(keys);
      path.push(focused());
    }
    expect(path).toEqual(['Football', 'Football countries', 'England']);
    // The language button is no item: still a Tab stop of its own, right after the menu's one.
    await user.tab();
    expect(focused()).toBe('Language');
  });
});
