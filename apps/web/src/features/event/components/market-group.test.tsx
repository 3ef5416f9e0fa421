import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { footballEvent } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EventMarketList } from './event-markets.tsx';

beforeEach(() => {
  mockApi();
});

describe("an event page's prices (WCAG 1.3.1)", () => {
  it('are named by selection and price and described by the event and the market group', () => {
    const event = footballEvent(7, 'Arsenal', 'Chelsea', [2.1, 3.4, 3.5]);
    renderWithProviders(
      <EventMarketList markets={event.markets} opponents={event.opponents} eventName={event.description} />,
    );
    const draw = screen.getByRole('button', { name: 'Draw 3.40' });
    expect(draw.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Draw 3.40',
        description: 'Arsenal v Chelsea: Match Result - Full time',
      }),
    ).toBe(draw);
  });
});
