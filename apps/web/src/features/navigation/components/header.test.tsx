import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { givenSession } from '../../../test/session.ts';
import { setViewportWidth } from '../../../test/viewport.ts';
import { balanceBody, useStoredToken } from '../../../test/wallet.ts';

const header = async () => within(await screen.findByRole('banner'));

let restoreAuth: () => void;
beforeEach(() => {
  restoreAuth = useStoredToken();
});
afterEach(() => {
  restoreAuth();
  useSessionStore.setState({ session: null });
});

describe("the brand's logo (SPEC.md §2 Header, §3 Branding)", () => {
  it("is the product's two-tone wordmark for the product's own name, alone when no mark is set", async () => {
    mockApi();
    renderApp('/en');
    const home = await (await header()).findByRole('link', { name: 'Sportsbook' });
    expect(home.getAttribute('href')).toBe('/en');
    expect(home.querySelector('img')).toBeNull();
    expect(home.textContent).toBe('SPORTSBOOK');
  });

  it("is the brand's own mark and name, and the link home is named after the brand", async () => {
    mockApi({}, { brand_name: 'Savanna Bet', brand_logo: '/brands/savanna.svg' });
    renderApp('/en');
    const home = await (await header()).findByRole('link', { name: 'Savanna Bet' });
    expect(home.querySelector('img')?.getAttribute('src')).toBe('/brands/savanna.svg');
    expect(home.textContent).toBe('Savanna Bet');
  });
});

describe('the external header (SPEC.md §2 "can replace the desktop header")', () => {
  const EXTERNAL = { external_header_url: 'https://www.operator.example/header.json' };

  it("takes the logo's place on desktop, in a frame whose script has no origin of ours", async () => {
    setViewportWidth(1366);
    mockApi({}, EXTERNAL);
    renderApp('/es');
    const frame = await (await header()).findByTitle('Sportsbook site header');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/frames/external-header?l=es');
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(screen.queryByRole('link', { name: 'Sportsbook' })).toBeNull();
    // The account actions stay the sportsbook's.
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('leaves the phone header and a brand without one as they are', async () => {
    mockApi({}, EXTERNAL);
    renderApp('/en');
    await (await header()).findByRole('link', { name: 'Sportsbook' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('self-exclusion (SPEC.md §2 link per brand, §6 icon for logged-in players)', () => {
  const SELF_EXCLUSION = { self_exclusion_link: '/user/responsible-gaming/self-exclusion' };

  function renderPlayer(settings: Parameters<typeof mockApi>[1]) {
    setViewportWidth(1366);
    givenSession();
    mockApi({ '/xapi/rest/accounts/me/balance': balanceBody(525) }, settings);
    renderApp('/es');
  }

  it('offers the icon in the header and the item in the account menu, under the page locale', async () => {
    renderPlayer({ ...SELF_EXCLUSION, self_exclusion_icon: true });
    const icon = await (await header()).findByRole('link', { name: 'Self-exclusion' });
    expect(icon.getAttribute('href')).toBe('/es/user/responsible-gaming/self-exclusion');

    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    const item = screen.getByRole('menuitem', { name: 'Self-exclusion' });
    expect(item.getAttribute('href')).toBe('/es/user/responsible-gaming/self-exclusion');
  });

  it('offers only the account menu item where the brand shows no icon', async () => {
    renderPlayer({ ...SELF_EXCLUSION, self_exclusion_icon: false });
    await userEvent.click(await (await header()).findByRole('button', { name: 'My account' }));
    expect(screen.getByRole('menuitem', { name: 'Self-exclusion' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Self-exclusion' })).toBeNull();
  });

  it('offers neither where the brand has no self-exclusion page', async () => {
    renderPlayer({ self_exclusion_icon: true });
    await userEvent.click(await (await header()).findByRole('button', { name: 'My account' }));
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Self-exclusion' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Self-exclusion' })).toBeNull();
  });

  it('shows a visitor no icon', async () => {
    setViewportWidth(1366);
    mockApi({}, { ...SELF_EXCLUSION, self_exclusion_icon: true });
    renderApp('/en');
    await (await header()).findByRole('link', { name: 'Sportsbook' });
    expect(screen.queryByRole('link', { name: 'Self-exclusion' })).toBeNull();
  });
});
