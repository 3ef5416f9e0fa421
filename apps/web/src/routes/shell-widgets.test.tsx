import type { Advert, PageLayout } from '@sb/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import { setAuthHooks } from '../api/http.ts';
import { mockApi, requestedPaths } from '../test/api-mock.ts';
import { renderApp } from '../test/render.tsx';
import { givenSession, sentRequests } from '../test/session.ts';
import { setViewportWidth } from '../test/viewport.ts';

/** The layout components of SPEC.md §2 Page layouts beyond the menu and the slip. */
const layouts: PageLayout[] = [
  {
    name: 'Sports',
    url: '/*/sports*',
    column_type: 'triple',
    left_column: [{ name: 'navigation_menu', id: 1 }],
    right_column: [
      { name: 'betslip', id: 2 },
      { name: 'advert', id: 7 },
      { name: 'live_stream_video_player', id: 1 },
    ],
    central_bottom: [
      { name: 'html_widget', id: 3 },
      { name: 'carousel', id: 1 },
    ],
  },
];

const WIDGET_REF = { name: 'html_widget', id: 3 };

const advert = (over: Partial<Advert> = {}): Advert => ({
  id: 1,
  audience: 'logged_out',
  name: 'Welcome offer',
  description: 'Bet 10, get 30 in free bets.',
  show_description: true,
  attachment_path: '/adverts/welcome.svg',
  width_in_pixels: 300,
  height_in_pixels: 250,
  link: '/promotions',
  link_name: 'Claim now',
  popup: false,
  ...over,
});

const WIDGET = {
  id: 3,
  name: 'Welcome',
  content:
    '<h2>How betting works</h2><p>Pick a price.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
};

let warn: MockInstance<(...args: unknown[]) => void>;
beforeEach(() => {
  setViewportWidth(1366);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('page-layout widgets (SPEC.md §2 Page layouts)', () => {
  it("shows the placement's adverts as banners in the right column, each leading where it says", async () => {
    mockApi(
      { '/api/adverts/7': { placement: '7', adverts: [advert()] }, '/api/html_widgets/3': WIDGET },
      {
        page_layouts: layouts,
      },
    );
    renderApp('/en/sports');
    const slot = await screen.findByRole('region', { name: 'Advertisement' });
    const link = within(slot).getByRole('link', { name: /Welcome offer/ });
    expect(link.getAttribute('href')).toBe('/en/promotions');
    expect(within(link).getByRole('img', { name: 'Welcome offer' }).getAttribute('width')).toBe('300');
    expect(link.textContent).toContain('Claim now');
    expect(link.textContent).toContain('Bet 10, get 30 in free bets.');
  });

  it("renders an HTML widget's content sanitised: its script and handlers never reach the page", async () => {
    mockApi(
      { '/api/adverts/7': { placement: '7', adverts: [] }, '/api/html_widgets/3': WIDGET },
      {
        page_layouts: layouts,
      },
    );
    renderApp('/en/sports');
    const heading = await screen.findByRole('heading', { name: 'How betting works' });
    const widget = heading.parentElement!;
    expect(widget.querySelector('script')).toBeNull();
    expect(widget.querySelector('[onerror]')).toBeNull();
    expect(widget.querySelector('img')).not.toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('asks for an HTML widget only as it nears the viewport, and for adverts at once', async () => {
    // The browser's observer, driven by hand: nothing is near the viewport until the visitor scrolls.
    const near = [{ isIntersecting: true } as IntersectionObserverEntry];
    const watching: IntersectionObserverCallback[] = [];
    let scrolled = false;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          if (scrolled) queueMicrotask(() => this.callback(near, this as unknown as IntersectionObserver));
          else watching.push(this.callback);
        }
        disconnect() {}
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const fetchMock = mockApi(
      { '/api/adverts/7': { placement: '7', adverts: [advert()] }, '/api/html_widgets/3': WIDGET },
      { page_layouts: layouts },
    );
    renderApp('/en/sports');
    await screen.findByRole('region', { name: 'Advertisement' });
    await screen.findByRole('region', { name: 'Live streams' });
    expect(requestedPaths(fetchMock)).not.toContain('/api/html_widgets/3');
    expect(screen.queryByRole('heading', { name: 'How betting works' })).toBeNull();

    act(() => {
      scrolled = true;
      for (const callback of watching) callback(near, {} as IntersectionObserver);
    });
    expect(await screen.findByRole('heading', { name: 'How betting works' })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toContain('/api/html_widgets/3');
  });

  it('says once that a layout names a widget the web does not know, and shows nobody anything for it', async () => {
    const ticker = { name: 'ticker', id: 1 };
    const withTicker = layouts.map((layout) => ({ ...layout, central_bottom: [ticker, WIDGET_REF, ticker] }));
    mockApi(
      { '/api/adverts/7': { placement: '7', adverts: [] }, '/api/html_widgets/3': WIDGET },
      {
        page_layouts: withTicker,
      },
    );
    renderApp('/en/sports');
    await screen.findByRole('heading', { name: 'How betting works' });
    expect(warn.mock.calls.filter(([message]) => String(message).includes('"ticker"'))).toHaveLength(1);
  });

  it('shows nothing for a widget the server does not have', async () => {
    mockApi({ '/api/adverts/7': { placement: '7', adverts: [] } }, { page_layouts: layouts });
    const fetchMock = mockApi(
      { '/api/adverts/7': { placement: '7', adverts: [] } },
      { page_layouts: layouts },
    );
    renderApp('/en/sports');
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/html_widgets/3'));
    await screen.findByRole('region', { name: 'Live streams' });
    expect(screen.queryByRole('heading', { name: 'How betting works' })).toBeNull();
  });

  it('opens a popup advert once, at its size, and never again after it is closed', async () => {
    const popup = advert({
      id: 9,
      name: 'Acca boost',
      popup: true,
      popup_width_in_pixels: 360,
      popup_height_in_pixels: 300,
    });
    mockApi(
      { '/api/adverts/7': { placement: '7', adverts: [popup] }, '/api/html_widgets/3': WIDGET },
      {
        page_layouts: layouts,
      },
    );
    const first = renderApp('/en/sports');
    const dialog = await screen.findByRole('dialog', { name: 'Acca boost' });
    expect(within(dialog).getByRole('img', { name: 'Acca boost' }).getAttribute('width')).toBe('360');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Acca boost' })).toBeNull());
    first.unmount();

    renderApp('/en/sports');
    await screen.findByRole('heading', { name: 'How betting works' });
    expect(screen.queryByRole('dialog', { name: 'Acca boost' })).toBeNull();
  });

  it("asks for a logged-in player's adverts with the player's token: the server decides the audience", async () => {
    givenSession({ username: 'alice', jwe_token: 'token-alice' });
    // The auth runtime's part (features/auth): authenticated calls carry the session's token.
    setAuthHooks({ token: () => 'token-alice', onUnauthorized: () => undefined });
    onTestFinished(() => setAuthHooks({ token: () => undefined, onUnauthorized: () => undefined }));
    const fetchMock = mockApi(
      { '/api/adverts/7': { placement: '7', adverts: [advert({ audience: 'logged_in_not_deposited' })] } },
      { page_layouts: layouts },
    );
    renderApp('/en/sports');
    await screen.findByRole('region', { name: 'Advertisement' });
    const call = sentRequests(fetchMock).find((r) => r.url.pathname === '/api/adverts/7')!;
    expect(new Headers(call.init.headers).get('Authorization')).toBe('Bearer token-alice');
    expect(call.url.searchParams.get('player_type')).toBe('logged_in');
    expect(call.url.searchParams.get('username')).toBe('alice');
  });
});
