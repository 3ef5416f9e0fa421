import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock.ts';
import { renderApp } from '../test/render.tsx';
import { usePreferencesStore } from '../lib/preferences/preferences-store.ts';

/** A back end that answers every call with a 500: the API is down. */
function apiDown() {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('', { status: 500 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;

describe('maintenance (SPEC.md §2 "/maintenance, /static/flutter-maintenance: render without the usual providers")', () => {
  it('renders with every API call failing: the notice, Retry, its own title and noindex', async () => {
    apiDown();
    renderApp('/en/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: "We'll be back soon" })).toBeTruthy();
    expect(
      screen.getByText(
        'Sportsbook is down for maintenance. Your account, your balance and your bets are safe.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // Outside the shell: no header, menu or betslip of the site.
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    await waitFor(() => expect(document.title).toBe("We'll be back soon | Sportsbook"));
    expect(robots()).toBe('noindex');
  });

  it('serves the native app at /static/flutter-maintenance in the visitor’s language', async () => {
    apiDown();
    usePreferencesStore.setState({ language: 'es' });
    const { router } = renderApp('/static/flutter-maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: "We'll be back soon" })).toBeTruthy();
    // No locale to redirect to: the page stays, in the language the visitor chose last.
    expect(router.location.pathname).toBe('/static/flutter-maintenance');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });

  it('names the brand once its settings arrive', async () => {
    mockApi({}, { brand_name: 'Savanna Bet' });
    renderApp('/en/maintenance');
    expect(
      await screen.findByText(
        'Savanna Bet is down for maintenance. Your account, your balance and your bets are safe.',
      ),
    ).toBeTruthy();
  });
});

describe('blocked region (SPEC.md §2 /blocked, §8)', () => {
  it('says the site is not available in the region, and leads to the help centre', async () => {
    apiDown();
    renderApp('/en/blocked');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sportsbook is not available in your region' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('/en/public/help');
    await waitFor(() =>
      expect(document.title).toBe('Sportsbook is not available in your region | Sportsbook'),
    );
    expect(robots()).toBe('noindex');
  });
});
