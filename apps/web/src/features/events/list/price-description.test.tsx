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

describe('price buttons (WCAG 1.3.1, 2.4.6): named by selection and price, described by event and market', () => {
  it('tells apart the Draw prices of two rows by their descriptions', () => {
    renderWithProviders(
      <EventList
        events={[
          footballEvent(1, 'Arsenal', 'Chelsea', [2.1, 3.8, 3.5]),
          footballEvent(2, 'Everton', 'Fulham', [2.5, 3.8, 2.9]),
        ]}
      />,
    );
    const draws = screen.getAllByRole('button', { name: 'Draw 3.80' });
    expect(draws).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Draw 3.80', description: 'Arsenal v Chelsea: Match Result' }),
    ).toBe(draws[0]);
    expect(
      screen.getByRole('button', { name: 'Draw 3.80', description: 'Everton v Fulham: Match Result' }),
    ).toBe(draws[1]);
    expect(
      screen.getByRole('button', { name: 'Arsenal 2.10', description: 'Arsenal v Chelsea: Match Result' }),
    ).toBeTruthy();
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
