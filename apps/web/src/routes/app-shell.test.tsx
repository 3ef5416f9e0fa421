import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getRequestContext } from '../api/http.ts';
import { usePreferencesStore } from '../lib/preferences/preferences-store.ts';
import { mockApi } from '../test/api-mock.ts';
import { renderApp } from '../test/render.tsx';
import { setPrefersDark, setViewportWidth } from '../test/viewport.ts';

const theme = () => document.documentElement.dataset.theme;

describe('locale', () => {
  it('redirects / to the default locale', async () => {
    mockApi();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.location.pathname).toBe('/en'));
    expect(await screen.findByRole('heading', { name: 'Top sports' })).toBeTruthy();
  });

  it("redirects / to the brand's language when the visitor chose none", async () => {
    mockApi({}, { locale: 'es' });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.location.pathname).toBe('/es'));
  });

  it('redirects / to the language the visitor chose last', async () => {
    mockApi();
    usePreferencesStore.setState({ language: 'es' });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.location.pathname).toBe('/es'));
  });

  it('replaces an unknown two-letter locale and keeps the rest of the path', async () => {
    mockApi();
    const { router } = renderApp('/qq/sports/fixtures');
    await waitFor(() => expect(router.location.pathname).toBe('/en/sports/fixtures'));
  });

  it('sets the language and channel of every request and the page language', async () => {
    mockApi();
    renderApp('/ja/sports');
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    // A page without the server's brand tag names none: the API takes its host's.
    expect(getRequestContext()).toEqual({ locale: 'ja', channel: 'mobile', brand: null });
  });
});

describe('language switch', () => {
  it('keeps the path and query, changes only the locale segment, and remembers the choice', async () => {
    setViewportWidth(1366);
    mockApi();
    const { router } = renderApp('/en/sports?active-coupon=3');
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'EN, language: English' }));
    await userEvent.click(within(header).getByRole('link', { name: 'Español' }));
    expect(router.location.pathname).toBe('/es/sports');
    expect(router.location.search).toBe('?active-coupon=3');
    expect(usePreferencesStore.getState().language).toBe('es');
  });
});

describe('theme', () => {
  it('follows the theme query flag over the brand setting', async () => {
    mockApi({}, { color_theme: 'light mode' });
    renderApp('/en?theme=dark');
    await screen.findByRole('heading', { name: 'Top sports' });
    await waitFor(() => expect(theme()).toBe('dark'));
  });

  it("follows the brand's setting, and the system preference for 'system'", async () => {
    mockApi({}, { color_theme: 'system' });
    setPrefersDark(true);
    renderApp('/en');
    await waitFor(() => expect(theme()).toBe('dark'));
    setPrefersDark(false);
    await waitFor(() => expect(theme()).toBe('light'));
  });
});

describe('content-only mode', () => {
  it('shows only the page with embedded=true', async () => {
    mockApi();
    renderApp('/en?embedded=true');
    expect(await screen.findByRole('heading', { name: 'Top sports' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });
});

describe('header', () => {
  it('shows Login and Join only when their settings are on; Login opens the login dialog', async () => {
    mockApi({}, { show_login_button: true, show_join_button: false });
    renderApp('/en');
    const header = await screen.findByRole('banner');
    const login = await within(header).findByRole('button', { name: 'Login' });
    expect(within(header).queryByRole('link', { name: 'Join' })).toBeNull();
    await userEvent.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByLabelText('Username')).toHaveProperty('disabled', false);
    expect(within(header).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('opens the mobile menu drawer and closes it with Escape', async () => {
    mockApi();
    renderApp('/en');
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('navigation', { name: 'Main' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});

describe('not found', () => {
  it('renders a translated page with a link home', async () => {
    mockApi();
    renderApp('/en/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
  });
});

describe('page layouts (SPEC.md §2)', () => {
  const column = (name: string) => [{ name, id: 1 }];
  const layouts = [
    {
      name: 'Default',
      url: '/*',
      column_type: 'triple' as const,
      left_column: column('navigation_menu'),
      right_column: column('betslip'),
      central_bottom: [],
    },
    {
      name: 'Account',
      url: '/*/account*',
      column_type: 'side_left' as const,
      left_column: column('navigation_menu'),
      right_column: [],
      central_bottom: [],
    },
    {
      name: 'Promotions',
      url: '/*/promotions',
      column_type: 'single' as const,
      left_column: [],
      right_column: [],
      central_bottom: [],
    },
    {
      name: 'Live',
      url: '/*/live*',
      column_type: 'side_right' as const,
      left_column: column('navigation_menu'),
      right_column: column('betslip'),
      central_bottom: [],
    },
    {
      name: 'Fixtures',
      url: '/*/sports/fixtures*',
      column_type: 'triple_side_right' as const,
      left_column: column('navigation_menu'),
      right_column: column('betslip'),
      central_bottom: [],
    },
  ];

  it('shows side menu, page and betslip column on a triple layout at 1366 px', async () => {
    setViewportWidth(1366);
    mockApi({}, { page_layouts: layouts });
    renderApp('/en/sports');
    expect(await screen.findByRole('complementary', { name: 'Side menu' })).toBeTruthy();
    expect(await screen.findByRole('complementary', { name: 'Betslip column' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'A-Z Sports' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('moves Betslip and My Bets to a bar when the layout has no right column', async () => {
    setViewportWidth(1366);
    mockApi({}, { page_layouts: layouts });
    renderApp('/en/account');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getByRole('button', { name: 'Betslip' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'My Bets' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Betslip column' })).toBeNull();
  });

  it('shows the page and the betslip column, and the menu from the header, on a side_right layout', async () => {
    setViewportWidth(1366);
    mockApi({}, { page_layouts: layouts });
    renderApp('/en/live/sport');
    expect(await screen.findByRole('complementary', { name: 'Betslip column' })).toBeTruthy();
    // The site's banner comes first: Testing Library also names the page's own <header> a banner.
    const [siteBanner] = screen.getAllByRole('banner');
    expect(await within(siteBanner!).findByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).toBeNull();
  });

  it('shows all three columns on a triple_side_right layout, the right column dropping under 1366 px', async () => {
    setViewportWidth(1366);
    mockApi({}, { page_layouts: layouts });
    const first = renderApp('/en/sports/fixtures');
    expect(await screen.findByRole('complementary', { name: 'Side menu' })).toBeTruthy();
    expect(await screen.findByRole('complementary', { name: 'Betslip column' })).toBeTruthy();
    first.unmount();

    setViewportWidth(1200);
    mockApi({}, { page_layouts: layouts });
    renderApp('/en/sports/fixtures');
    expect(await screen.findByRole('complementary', { name: 'Side menu' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Betslip column' })).toBeNull();
  });

  it('offers the menu from the header when a single-column layout has no side menu', async () => {
    setViewportWidth(1366);
    mockApi({}, { page_layouts: layouts });
    renderApp('/en/promotions');
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeTruthy();
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).toBeNull();
  });
});
