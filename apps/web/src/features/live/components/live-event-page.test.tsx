import type { LiveEvent } from '@sb/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { installFakeFeed, type FakeFeed } from '../../../test/live-feed.ts';
import { liveFootballEvent, priceUpdate } from '../../../test/live-fixtures.ts';

const arsenal = liveFootballEvent(7, 'Arsenal', 'Chelsea');

let feed: FakeFeed & { dispose(): void };
beforeEach(() => {
  feed = installFakeFeed();
});
afterEach(() => feed.dispose());

const livePageEvent = (event: LiveEvent) => ({ '/xapi/marketdata/v1/livepage/7': { event } });

describe('live event page', () => {
  it('shows the scoreboard and the markets with live prices', async () => {
    mockApi(livePageEvent(arsenal));
    renderApp('/en/live/arsenal-v-chelsea-7');
    const board = await screen.findByRole('region', { name: 'Scoreboard' });
    expect(within(board).getByRole('heading', { level: 1, name: 'Arsenal v Chelsea' })).toBeTruthy();
    expect(within(board).getByText('Score: Arsenal 1, Chelsea 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Arsenal 2.10' })).toBeTruthy();

    feed.open();
    expect(feed.sockets[0]?.sent).toEqual([{ op: 'subscribe', topics: ['event:7'] }]);
    feed.send({ type: 'snapshot', topic: 'event:7', seq: 4, events: [arsenal] });
    feed.send({ type: 'delta', topic: 'event:7', seq: 5, updates: [priceUpdate(7, 0, 1.9)] });
    expect(screen.getByRole('button', { name: 'Arsenal 1.90, price down' })).toBeTruthy();
    feed.send({
      type: 'delta',
      topic: 'event:7',
      seq: 6,
      updates: [
        {
          type: 'score',
          eid: 7,
          scores: {
            score: [
              { opponentId: 14, points: 2 },
              { opponentId: 15, points: 0 },
            ],
          },
        },
      ],
    });
    expect(within(board).getByText('Score: Arsenal 2, Chelsea 0')).toBeTruthy();
  });

  it('locks the buttons of a suspended market and drops a closed one', async () => {
    mockApi(livePageEvent(arsenal));
    renderApp('/en/live/arsenal-v-chelsea-7');
    await screen.findByRole('button', { name: 'Arsenal 2.10' });
    feed.open();
    feed.send({ type: 'snapshot', topic: 'event:7', seq: 1, events: [arsenal] });
    feed.send({
      type: 'delta',
      topic: 'event:7',
      seq: 2,
      updates: [{ type: 'market-status', eid: 7, mid: 70, mtid: 1, s: 'SUSPENDED' }],
    });
    for (const name of ['Arsenal suspended', 'Draw suspended', 'Chelsea suspended']) {
      expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
    }
    feed.send({
      type: 'delta',
      topic: 'event:7',
      seq: 3,
      updates: [{ type: 'market-status', eid: 7, mid: 70, mtid: 1, s: 'CLOSED' }],
    });
    expect(screen.queryByRole('button', { name: /Arsenal/ })).toBeNull();
  });

  it('hides an outcome the feed hides', async () => {
    mockApi(livePageEvent(arsenal));
    renderApp('/en/live/arsenal-v-chelsea-7');
    await screen.findByRole('button', { name: 'Draw 3.40' });
    feed.open();
    feed.send({ type: 'snapshot', topic: 'event:7', seq: 1, events: [arsenal] });
    feed.send({ type: 'delta', topic: 'event:7', seq: 2, updates: [priceUpdate(7, 1, 3.4, true)] });
    expect(screen.queryByRole('button', { name: /^Draw/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Arsenal 2.10' })).toBeTruthy();
  });

  it('says the event is finished when its clock ends', async () => {
    mockApi(livePageEvent(arsenal));
    renderApp('/en/live/arsenal-v-chelsea-7');
    await screen.findByRole('button', { name: 'Arsenal 2.10' });
    feed.open();
    feed.send({ type: 'snapshot', topic: 'event:7', seq: 1, events: [arsenal] });
    feed.send({
      type: 'delta',
      topic: 'event:7',
      seq: 2,
      updates: [
        { type: 'clock', eid: 7, clock: { status: 'END_OF_EVENT', minutes: 90, seconds: 0, updatedAt: 0 } },
      ],
    });
    expect(screen.getByText('This event is finished.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Arsenal/ })).toBeNull();
  });

  it('lists the live events of the sport in the league dropdown, linking to their live pages', async () => {
    const spurs = liveFootballEvent(8, 'Spurs', 'Everton');
    mockApi({
      ...livePageEvent(arsenal),
      '/xapi/marketdata/v1/livepage': {
        sports: [
          {
            id: 240,
            code: 'FOOT',
            name: 'Football',
            description: 'FOOT',
            eventCount: 2,
            events: [arsenal, spurs],
          },
        ],
      },
    });
    renderApp('/en/live/arsenal-v-chelsea-7');
    const board = await screen.findByRole('region', { name: 'Scoreboard' });
    await userEvent.click(within(board).getByRole('button', { name: /Premier League/ }));
    const link = await within(board).findByRole('link', { name: /Spurs v Everton/ });
    expect(link.getAttribute('href')).toBe('/en/live/spurs-v-everton-8');
    expect(
      within(board)
        .getByRole('link', { name: /Arsenal v Chelsea/ })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('turns the /events page live when the event has a clock', async () => {
    mockApi({ '/xapi/rest/events/7': arsenal });
    renderApp('/en/events/arsenal-v-chelsea-7');
    expect(await screen.findByRole('region', { name: 'Scoreboard' })).toBeTruthy();
    // The live view subscribes once it has mounted, which may be a moment after the scoreboard shows.
    await waitFor(() => expect(feed.sockets).toHaveLength(1));
    feed.open();
    expect(feed.sockets[0]?.sent).toEqual([{ op: 'subscribe', topics: ['event:7'] }]);
  });

  it('leaves a pre-match /events page off the feed', async () => {
    const { clock: _clock, scores: _scores, ...prematch } = arsenal;
    mockApi({ '/xapi/rest/events/7': prematch });
    renderApp('/en/events/arsenal-v-chelsea-7');
    await screen.findByRole('button', { name: 'Arsenal 2.10' });
    expect(screen.queryByRole('region', { name: 'Scoreboard' })).toBeNull();
    expect(feed.sockets).toHaveLength(0);
  });
});
