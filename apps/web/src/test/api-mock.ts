import { Settings, type SettingsInput } from '@sb/contract';
import { vi } from 'vitest';

/**
 * A fake back end for component tests: `fetch` answers by path (without the query) from a table of
 * bodies; a function body receives the URL; an unknown path is a 404. Settings default to the
 * contract's defaults, overridable per test.
 */
/** A response body, a `{ status, body }` pair, or a function of the URL returning either. */
export type MockBody = unknown;
export interface MockResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function mockApi(routes: Record<string, MockBody> = {}, settings: SettingsInput = {}) {
  const table: Record<string, MockBody> = {
    '/api/all_cached_settings': { settings: Settings.parse(settings) },
    '/api/tabs': { sections: [] },
    '/api/top_sports': { sports: [] },
    '/xapi/rest/eventpathtree': { eventPaths: [] },
    '/xapi/rest/events': { events: [], page: 1, eventsPerPage: 20, totalEvents: 0, totalPages: 0 },
    ...routes,
  };
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const entry = table[url.pathname];
    const value = typeof entry === 'function' ? (entry as (u: URL) => unknown)(url) : entry;
    const response = isMockResponse(value) ? value : { status: entry === undefined ? 404 : 200, body: value };
    const text = response.body === undefined ? '' : JSON.stringify(response.body);
    return Promise.resolve(new Response(text, { status: response.status, headers: response.headers ?? {} }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function isMockResponse(value: unknown): value is MockResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/** The paths the app requested, in order (query strings dropped). */
export function requestedPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(requestUrl(input), 'http://localhost').pathname);
}
