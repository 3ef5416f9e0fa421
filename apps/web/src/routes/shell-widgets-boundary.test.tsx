import type { PageLayout } from '@sb/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock.ts';
import { renderApp } from '../test/render.tsx';
import { sentRequests } from '../test/session.ts';
import { setViewportWidth } from '../test/viewport.ts';

vi.mock('../features/content/adverts/advert-slot.tsx', () => ({
  AdvertSlot: () => {
    throw new Error('advert exploded');
  },
}));

const layouts: PageLayout[] = [
  {
    name: 'Sports',
    url: '/*/sports*',
    column_type: 'triple',
    left_column: [{ name: 'navigation_menu', id: 1 }],
    right_column: [
      { name: 'advert', id: 7 },
      { name: 'live_stream_video_player', id: 1 },
    ],
    central_bottom: [],
  },
];

describe('a layout widget that fails (SPEC.md §8 the error boundary)', () => {
  it('renders nothing in its place, keeps the rest of the page, and reports the error to our endpoint', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setViewportWidth(1366);
    const fetchMock = mockApi(
      { '/api/client_errors': { status: 204, body: undefined } },
      { page_layouts: layouts },
    );
    renderApp('/en/sports');
    expect(await screen.findByRole('region', { name: 'Live streams' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Advertisement' })).toBeNull();
    await waitFor(() =>
      expect(sentRequests(fetchMock).some((r) => r.url.pathname === '/api/client_errors')).toBe(true),
    );
    const report = sentRequests(fetchMock).find((r) => r.url.pathname === '/api/client_errors')!;
    expect(report.init.method).toBe('POST');
    const body = JSON.parse(report.init.body as string) as { message: string; path: string };
    expect(body.message).toBe('advert exploded');
    // The browser's address (the test's memory router leaves it at '/').
    expect(body.path).toMatch(/^\//);
    expect(new Headers(report.init.headers).get('Authorization')).toBeNull();
  });
});
