import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { footballEvent } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OutrightList } from '../components/outright-list.tsx';
import { EventList } from './event-list.tsx';

beforeEach(() => {
  mockApi();
});

describe('price buttons (WCAG 1.3.1, 2.4.6): named by event, selection and price in a list, described by event and market elsewhere', () => {
  it('names no two prices of a list alike: the event starts each name (issue 42)', () => {
    renderWithProviders(
      <EventList
        events={[
          footballEvent(1, 'Arsenal', 'Chelsea', [2.1, 3.8, 3.5]),
          footballEvent(2, 'Everton', 'Fulham', [2.5, 3.8, 2.9]),
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Arsenal v Chelsea: Draw 3.80' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Everton v Fulham: Draw 3.80' })).toBeTruthy();
    const names = screen.getAllByRole('button', { pressed: false }).map((b) => b.getAttribute('aria-label'));
    expect(names).toHaveLength(6);
    expect(new Set(names).size).toBe(6);
    // The prices' group says the event and market; the cell that shows the prices is named by them, not
    // by a label of its own (axe's label-content-name-mismatch).
    const group = screen.getByRole('group', { name: 'Arsenal v Chelsea: Match Result' });
    expect(group.closest('[role="gridcell"]')?.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('describes an outright card’s prices by the event and its market', () => {
    const event = footballEvent(3, 'Arsenal', 'Chelsea', [2.1, 3.4, 3.5], {
      description: 'Premier League Winner',
    });
    renderWithProviders(<OutrightList events={[event]} />);
    expect(
      screen.getByRole('button', {
        name: 'Chelsea 3.50',
        description: 'Premier League Winner: Match Result',
      }),
    ).toBeTruthy();
  });
});
