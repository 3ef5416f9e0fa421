import { EVENT_QUERY_MAX_LENGTH } from '@sb/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEvents, queryHash } from './get-events.ts';

const empty = { events: [], page: 1, eventsPerPage: 20, totalEvents: 0, totalPages: 0 };

let calls: { url: URL; init: RequestInit | undefined }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      calls.push({ url: new URL(input, 'http://localhost'), init });
      return Promise.resolve(new Response(JSON.stringify(empty), { status: 200 }));
    }),
  );
});

/** Enough league ids to take the query string past 2,000 characters (a coupon of many leagues). */
const manyLeagues = Array.from({ length: 300 }, (_, i) => 200_000 + i);

describe('fetchEvents (SPEC.md §7: above 2,000 characters of query, POST with a hash)', () => {
  it('sends a short query as GET with its params in the query string', async () => {
    await fetchEvents({ eventPathIds: [240, 227], eventsPerPage: 20, sortByEventpath: true });
    const [{ url, init }] = calls as [(typeof calls)[number]];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeNull();
    expect(url.pathname).toBe('/xapi/rest/events');
    expect(url.searchParams.get('eventPathIds')).toBe('240,227');
    expect(url.searchParams.get('eventsPerPage')).toBe('20');
    expect(url.searchParams.get('sortByEventpath')).toBe('true');
    expect(url.searchParams.has('hash')).toBe(false);
  });

  it('POSTs a long query to the same path with ?hash= and the params as the JSON body', async () => {
    const params = { eventPathIds: manyLeagues, marketTypeIds: [1], page: 2 };
    expect(manyLeagues.join(',').length).toBeGreaterThan(EVENT_QUERY_MAX_LENGTH);
    await fetchEvents(params);
    const [{ url, init }] = calls as [(typeof calls)[number]];
    expect(init?.method).toBe('POST');
    expect(url.pathname).toBe('/xapi/rest/events');
    expect(url.searchParams.get('hash')).toMatch(/^[0-9a-z]+$/);
    expect(url.searchParams.has('eventPathIds')).toBe(false);
    expect(url.search.length).toBeLessThan(100);
    expect(JSON.parse(init?.body as string)).toEqual({
      eventPathIds: manyLeagues,
      marketTypeIds: [1],
      page: 2,
    });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('names equal params with one hash whatever their order, and different params differently', async () => {
    await fetchEvents({ eventPathIds: manyLeagues, page: 1, dateTo: undefined });
    await fetchEvents({ page: 1, eventPathIds: manyLeagues });
    await fetchEvents({ page: 2, eventPathIds: manyLeagues });
    const [a, b, c] = calls.map((call) => call.url.searchParams.get('hash'));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('hashes text stably (FNV-1a)', () => {
    expect(queryHash('')).toBe((0x811c9dc5).toString(36));
    expect(queryHash('eventPathIds=1')).toBe(queryHash('eventPathIds=1'));
    expect(queryHash('eventPathIds=1')).not.toBe(queryHash('eventPathIds=2'));
  });
});
