import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRICS_TIMEOUT_MS, sendMetric, startPageMetrics } from './page-metrics.ts';

afterEach(() => vi.unstubAllGlobals());

describe('page metrics (SPEC.md §7 GET /api/metrics, §9 metrics timeout 3000 ms)', () => {
  it('sends one measurement as GET /api/metrics with the app, name, value and path, giving up after 3 s', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    sendMetric('lcp', 1234.56789);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const sent = new URL(url, 'http://x');
    expect(sent.pathname).toBe('/api/metrics');
    expect(sent.searchParams.get('app')).toBe('sportsbook-web');
    expect(sent.searchParams.get('name')).toBe('lcp');
    expect(sent.searchParams.get('value')).toBe('1234.568');
    expect(sent.searchParams.get('path')).toBe(window.location.pathname);
    expect(init.keepalive).toBe(true);
    expect(timeout).toHaveBeenCalledWith(METRICS_TIMEOUT_MS);
  });

  it('sends the figures once, when the page is hidden, and never lets a failure surface', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetchMock);
    const stop = startPageMetrics();
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    const names = (fetchMock.mock.calls as unknown as [string][]).map(([url]) =>
      new URL(url, 'http://x').searchParams.get('name'),
    );
    expect(names).toContain('cls');
    expect(new Set(names).size).toBe(names.length);
    stop();
    await Promise.resolve();
  });
});
