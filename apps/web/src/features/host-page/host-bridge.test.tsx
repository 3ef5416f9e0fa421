import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

/**
 * The postMessage bridge (SPEC.md §1 Modes; docs/decisions/host-page.md) in a page framed by a host:
 * jsdom has no frames, so the parent window is a stand-in that records what it is sent.
 */
const HOST = 'https://casino.example';
const parent = { postMessage: vi.fn() };
const settings = { host_page_origins: [HOST] };

function framedBy(referrer: string) {
  Object.defineProperty(window, 'parent', { configurable: true, value: parent });
  Object.defineProperty(document, 'referrer', { configurable: true, value: referrer });
}

type Posted = Record<string, unknown> & { type?: string; to: string };
const sent = (): Posted[] =>
  (parent.postMessage.mock.calls as [Record<string, unknown>, string][]).map(([message, origin]) => ({
    ...message,
    to: origin,
  }));

function fromHost(data: unknown, origin = HOST, source: unknown = parent) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

beforeEach(() => parent.postMessage.mockClear());
afterEach(() => {
  Object.defineProperty(window, 'parent', { configurable: true, value: window });
  Object.defineProperty(document, 'referrer', { configurable: true, value: '' });
});

describe('the host-page bridge', () => {
  it("says it is ready to the brand's host only, with the brand and language", async () => {
    framedBy(`${HOST}/casino/sports`);
    mockApi({}, settings);
    renderApp('/en?embedded=true');
    await waitFor(() =>
      expect(sent()).toContainEqual({
        source: 'sportsbook',
        type: 'ready',
        brand: '',
        locale: 'en',
        to: HOST,
      }),
    );
    expect(sent().every((message) => message.to === HOST)).toBe(true);
  });

  it('stays silent in a frame of a site the brand does not list', async () => {
    framedBy('https://evil.example/');
    mockApi({}, settings);
    const { findByRole } = renderApp('/en?embedded=true');
    await findByRole('main');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("asks the host to log the player in instead of opening the sportsbook's login", async () => {
    framedBy(`${HOST}/`);
    mockApi({}, settings);
    renderApp('/en?embedded=true');
    await waitFor(() => expect(sent().map((m) => m.type)).toContain('ready'));
    act(() => useShellStore.getState().open('login'));
    expect(useShellStore.getState().overlay).toBeUndefined();
    expect(sent().map((m) => m.type)).toContain('login-required');
  });

  it("follows the host's language, and ignores other origins, other windows and other shapes", async () => {
    framedBy(`${HOST}/`);
    mockApi({}, settings);
    const { router } = renderApp('/en/sports?embedded=true');
    await waitFor(() => expect(sent().map((m) => m.type)).toContain('ready'));

    fromHost({ source: 'sportsbook-host', type: 'language', locale: 'es' }, 'https://evil.example');
    fromHost({ source: 'sportsbook-host', type: 'language', locale: 'es' }, HOST, window);
    fromHost({ source: 'sportsbook-host', type: 'language', locale: 'spanish' });
    fromHost({ source: 'sportsbook-host', type: 'navigate', url: 'https://evil.example' });
    expect(router.location.pathname).toBe('/en/sports');

    fromHost({ source: 'sportsbook-host', type: 'language', locale: 'es' });
    await waitFor(() => expect(router.location.pathname).toBe('/es/sports'));
    expect(router.location.search).toBe('?embedded=true');
    await waitFor(() =>
      expect(sent()).toContainEqual({ source: 'sportsbook', type: 'language', locale: 'es', to: HOST }),
    );
  });

  describe('a menu link marked open_in_parent_frame (SPEC.md §3 CMS tab section)', () => {
    const contact = {
      id: 32,
      active: true,
      label: 'Contact Us',
      logged_in_only: false,
      logged_in_title: 'Contact Us',
      logged_out_title: 'Contact Us',
      icon_name: 'chat',
      logged_in_link: '/public/contact',
      logged_out_link: '/public/contact',
      open_in_parent_frame: true,
      submenu_items: [],
    };
    const tabs = {
      '/api/tabs': { sections: [{ section_name: 'menu_bottom_icons', submenu_items: [contact] }] },
    };

    it('asks the host to go there, and the frame stays where it is', async () => {
      setViewportWidth(1366);
      framedBy(`${HOST}/`);
      mockApi(tabs, settings);
      const { router } = renderApp('/en/sports');
      await waitFor(() => expect(sent().map((m) => m.type)).toContain('ready'));
      await userEvent.click(await screen.findByRole('link', { name: 'Contact Us' }));
      expect(sent()).toContainEqual({
        source: 'sportsbook',
        type: 'navigate',
        url: `${window.location.origin}/en/public/contact`,
        to: HOST,
      });
      expect(router.location.pathname).toBe('/en/sports');
    });

    it('is an ordinary link in a page that no host frames', async () => {
      setViewportWidth(1366);
      mockApi(tabs, settings);
      const { router } = renderApp('/en/sports');
      await userEvent.click(await screen.findByRole('link', { name: 'Contact Us' }));
      await waitFor(() => expect(router.location.pathname).toBe('/en/public/contact'));
      expect(parent.postMessage).not.toHaveBeenCalled();
    });
  });
});
