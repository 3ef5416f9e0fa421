import { BRAND_META } from '@sb/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

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

const ANYTHING = z.unknown();

afterEach(() => {
  document.head.querySelector(`meta[name="${BRAND_META}"]`)?.remove();
});

describe('the brand of every call (SPEC.md §7 Global request rules)', () => {
  it("sends the brand the server named in the page's meta tag", async () => {
    givenBrandMeta('savanna', '2');
    const { request } = await freshClient();
    const fetchMock = answerEverything();

    await request('/xapi/rest/events', { schema: ANYTHING });
    await request('/api/tabs', { schema: ANYTHING });

    const [xapi, api] = fetchMock.mock.calls;
    const headers = new Headers(xapi?.[1].headers);
    expect(headers.get('X-SB-Brand')).toBe('savanna');
    expect(headers.get('X-SB-PORTALID')).toBe('2');
    expect(new URL(api?.[0] ?? '', 'http://localhost').searchParams.get('pub')).toBe('savanna');
  });

  it("names no brand on a page without the tag, so the API takes the host name's", async () => {
    const { request } = await freshClient();
    const fetchMock = answerEverything();

    await request('/xapi/rest/events', { schema: ANYTHING });
    await request('/api/all_cached_settings', { schema: ANYTHING });

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
