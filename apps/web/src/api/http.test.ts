import { BRAND_META } from '@sb/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the client, which reads the page's brand once, when it loads. */
async function freshClient() {
  vi.resetModules();
  return import('./http.ts');
}

function answerEverything() {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The tag the server writes into the page's head, named as the contract names it. */
function givenBrandMeta(code: string, portalId: string) {
  const meta = document.createElement('meta');
  meta.name = BRAND_META;
  meta.content = code;
  meta.dataset.portalId = portalId;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelector(`meta[name="${BRAND_META}"]`)?.remove();
});

describe('the brand of every call (SPEC.md §7 Global request rules)', () => {
  it("sends the brand the server named in the page's meta tag", async () => {
    givenBrandMeta('savanna', '2');
    const { request } = await freshClient();
    const fetchMock = answerEverything();

    await request('/xapi/rest/events', { schema: 'NoContent' });
    await request('/api/tabs', { schema: 'NoContent' });

    const [xapi, api] = fetchMock.mock.calls;
    const headers = new Headers(xapi?.[1].headers);
    expect(headers.get('X-SB-Brand')).toBe('savanna');
    expect(headers.get('X-SB-PORTALID')).toBe('2');
    expect(new URL(api?.[0] ?? '', 'http://localhost').searchParams.get('pub')).toBe('savanna');
  });

  it("names no brand on a page without the tag, so the API takes the host name's", async () => {
    const { request } = await freshClient();
    const fetchMock = answerEverything();

    await request('/xapi/rest/events', { schema: 'NoContent' });
    await request('/api/all_cached_settings', { schema: 'NoContent' });

    const [xapi, api] = fetchMock.mock.calls;
    const headers = new Headers(xapi?.[1].headers);
    expect(headers.has('X-SB-Brand')).toBe(false);
    expect(headers.has('X-SB-PORTALID')).toBe(false);
    expect(new URL(api?.[0] ?? '', 'http://localhost').searchParams.has('pub')).toBe(false);
  });

  it('stays when the locale or the layout changes', async () => {
    givenBrandMeta('toro', '3');
    const { getRequestContext, setRequestContext } = await freshClient();

    setRequestContext({ locale: 'es', channel: 'mobile' });

    expect(getRequestContext()).toEqual({
      locale: 'es',
      channel: 'mobile',
      brand: { code: 'toro', portalId: '3' },
    });
  });
});

describe('a closed site (SPEC.md §8 Global: redirects to /maintenance and /blocked)', () => {
  const closed = (status: number, code: string, redirect: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ statusCode: status, code, error: 'x', message: 'closed', redirect }),
            {
              status,
            },
          ),
        ),
      ),
    );

  it("goes to the locale's maintenance page, and does not log the player out", async () => {
    const http = await freshClient();
    const follow = vi.spyOn(http.siteRedirects, 'follow').mockImplementation(() => undefined);
    const onUnauthorized = vi.fn();
    http.setAuthHooks({ token: () => 'token', onUnauthorized });
    closed(503, 'MAINTENANCE', '/maintenance');
    await expect(http.request('/api/tabs', { schema: 'NoContent', withAuth: true })).rejects.toMatchObject({
      status: 503,
    });
    expect(follow).toHaveBeenCalledWith('/maintenance');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reloads for a blocked country instead of taking its 403 for a refused token', async () => {
    const http = await freshClient();
    const follow = vi.spyOn(http.siteRedirects, 'follow').mockImplementation(() => undefined);
    const onUnauthorized = vi.fn();
    http.setAuthHooks({ token: () => 'token', onUnauthorized });
    closed(403, 'BLOCKED_COUNTRY', '/blocked');
    await expect(
      http.request('/xapi/rest/accounts/1/info', { schema: 'NoContent', withAuth: true }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(follow).toHaveBeenCalledWith('/blocked');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('still logs out on a 403 that names no redirect', async () => {
    const http = await freshClient();
    const follow = vi.spyOn(http.siteRedirects, 'follow');
    const onUnauthorized = vi.fn();
    http.setAuthHooks({ token: () => 'token', onUnauthorized });
    closed(403, 'FORBIDDEN', '');
    await expect(
      http.request('/xapi/rest/accounts/1/info', { schema: 'NoContent', withAuth: true }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(follow).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
