import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { givenSession } from '../../test/session.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { balanceBody, useStoredToken } from '../../test/wallet.ts';

/**
 * SPEC.md §6 "Logout button shown unless a native-app setting hides it", §2 Side menu "Logout at
 * the foot (hidden by a native-app setting)": settings.native_app_logout_hidden hides both Logout
 * controls, in a native app only (a page opened with a native betslip-origin).
 */

let restoreAuth: () => void;
beforeEach(() => {
  restoreAuth = useStoredToken();
  setViewportWidth(390);
  givenSession();
});
afterEach(() => {
  restoreAuth();
  useSessionStore.setState({ session: null });
});

async function logoutControls(url: string, logoutHidden: boolean) {
  mockApi({ '/xapi/rest/accounts/me/balance': balanceBody(525) }, { native_app_logout_hidden: logoutHidden });
  renderApp(url);
  const header = within(await screen.findByRole('banner'));
  await userEvent.click(await header.findByRole('button', { name: 'My account' }));
  // The menu's items render once it is open: its last link says the list is complete.
  await screen.findByRole('menuitem', { name: 'Transactions' });
  const inAccountMenu = screen.queryByRole('menuitem', { name: 'Log out' }) !== null;
  await userEvent.keyboard('{Escape}');
  await userEvent.click(header.getByRole('button', { name: 'Menu' }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
  await drawer.findByRole('button', { name: 'Settings' });
  const inSideMenu = drawer.queryByRole('button', { name: 'Log out' }) !== null;
  return { inAccountMenu, inSideMenu };
}

describe('Logout in a native app (SPEC.md §6)', () => {
  it.each([
    ['the Android app, the setting on', '/en?betslip-origin=android-app', true, false],
    ['the iOS app, the setting on', '/en?betslip-origin=ios-app', true, false],
    ['the Android app, the setting off', '/en?betslip-origin=android-app', false, true],
    ['the web, the setting on', '/en', true, true],
    ['another betslip-origin, the setting on', '/en?betslip-origin=web', true, true],
  ])('%s (%s, logout hidden %s): Logout shown %s', async (_name, url, logoutHidden, shown) => {
    expect(await logoutControls(url, logoutHidden)).toEqual({ inAccountMenu: shown, inSideMenu: shown });
  });
});
