import type { AccountPrefs, SettingsInput } from '@sb/contract';
import { formatOdds } from '@sb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthHooks } from '../../../api/http.ts';
import { browserTimeZone } from '../../../hooks/render-env.ts';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { usePreferencesStore } from '../../../lib/preferences/preferences-store.ts';
import { mockApi, requestedPaths } from '../../../test/api-mock.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';
import { useSessionStore, type Session } from '../../../lib/session/session-store.ts';
import { loadAccountPreferences } from '../account-prefs.ts';
import SettingsPanel from './settings-panel.tsx';

/** A kick-off on screen, as the lists show it: 18:00 UTC. */
function KickOff() {
  const time = useDateFormat({ hour: '2-digit', minute: '2-digit' });
  return <output aria-label="Kick-off">{time.format(new Date('2026-12-03T18:00:00Z'))}</output>;
}

/** A price on screen, as every price button shows it. */
function Price() {
  return <output aria-label="Price">{formatOdds(2.5, useOddsType())}</output>;
}

function PanelWithPrice() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Price />
      <SettingsPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const names = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('settings panel', () => {
  it("shows kick-off times in the time zone the visitor chooses, and in the device's until then", async () => {
    mockApi({}, {});
    renderWithProviders(
      <>
        <KickOff />
        <SettingsPanel open onClose={() => undefined} />
      </>,
    );
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect((zone as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      `This device's (${browserTimeZone()!.replaceAll('_', ' ')})`,
    );
    await userEvent.selectOptions(zone, 'Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status', { name: 'Kick-off' }).textContent).toBe('03:00');
    expect(usePreferencesStore.getState().timeZone).toBe('Asia/Tokyo');
  });

  it('offers decimal odds always and other formats only when the brand lists them', async () => {
    mockApi({}, { odds_types: ['us', 'hk'], view_types: ['euro'], enable_switching_theme_modes: false });
    renderWithProviders(<PanelWithPrice />);
    const odds = await screen.findByRole('radiogroup', { name: 'Odds format' });
    expect(names(odds)).toEqual(['Decimal', 'Hong Kong', 'American']);
    expect(screen.queryByRole('radiogroup', { name: 'Layout' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Theme' })).toBeNull();
    expect(names(screen.getByRole('radiogroup', { name: 'Sort by' }))).toEqual(['Competition', 'Time']);
  });

  it('changes every price on screen to the chosen format on Save, and keeps the choice', async () => {
    mockApi({}, { odds_types: ['euro', 'us'] });
    renderWithProviders(<PanelWithPrice />);
    const price = screen.getByRole('status', { name: 'Price' });
    expect(price.textContent).toBe('2.50');

    await userEvent.click(await screen.findByRole('radio', { name: 'American' }));
    expect(price.textContent).toBe('2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(price.textContent).toBe('+150');
    expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull();
    expect(usePreferencesStore.getState().oddsType).toBe('us');
  });

  it('Cancel leaves prices as they were', async () => {
    mockApi({}, { odds_types: ['euro', 'us'] });
    renderWithProviders(<PanelWithPrice />);
    await userEvent.click(await screen.findByRole('radio', { name: 'American' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status', { name: 'Price' }).textContent).toBe('2.50');
  });

  it('opens from the side menu and closes with Escape', async () => {
    setViewportWidth(1366);
    mockApi();
    renderApp('/en');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull();
  });
});

const PLAYER: Session = {
  id: 7,
  jwe_token: 'jwe-7',
  username: 'alice',
  currency: 'EUR',
  locale: 'en',
  expiresAt: Date.now() + 3_600_000,
  pendingFactor: null,
  loggedInAt: Date.now(),
};
const PREFS_PATH = '/xapi/rest/accounts/7/accountPrefs';
const PLAYER_PATH = '/xapi/icore/players/alice/details';

/** A logged-in player, as after login: the session stored and its token on authenticated calls. */
function logIn() {
  useSessionStore.setState({ session: PLAYER });
  setAuthHooks({
    token: () => useSessionStore.getState().session?.jwe_token,
    onUnauthorized: () => undefined,
  });
}

afterEach(() => {
  useSessionStore.setState(useSessionStore.getInitialState());
  setAuthHooks({ token: () => undefined, onUnauthorized: () => undefined });
  vi.restoreAllMocks();
});

/** The requests sent to a path: method, JSON body and bearer header. */
function sentTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
  return calls
    .filter(([url]) => new URL(url, 'http://localhost').pathname === path)
    .map(([, init]) => ({
      method: init.method,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: (init.headers as Record<string, string>).Authorization,
    }));
}

async function openPanel(routes: Record<string, unknown> = {}, settings: SettingsInput = {}) {
  const fetchMock = mockApi(routes, settings);
  renderWithProviders(<PanelWithPrice />);
  await screen.findByRole('dialog', { name: 'Settings' });
  await screen.findByRole('radiogroup', { name: 'Odds format' });
  return fetchMock;
}

describe('settings panel: options per brand and player (SPEC.md §5)', () => {
  it.each([
    ['offers accept higher odds when the brand allows it', true],
    ['has no accept higher odds when the brand does not', false],
  ])('%s', async (_name, allowed) => {
    await openPanel({}, { allow_higher_odds_and_cashout: allowed });
    expect(screen.queryByRole('checkbox', { name: 'Accept higher odds' }) !== null).toBe(allowed);
  });

  it('offers the theme only when the brand lets visitors switch', async () => {
    await openPanel({}, { enable_switching_theme_modes: true, color_theme: 'dark mode' });
    const theme = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(names(theme)).toEqual(['Light', 'Dark', 'System']);
    expect(within(theme).getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
  });

  it('offers the asian layout when the brand lists it, and never thai (not built)', async () => {
    await openPanel({}, { view_types: ['thai', 'asian', 'euro'] });
    expect(names(screen.getByRole('radiogroup', { name: 'Layout' }))).toEqual(['European', 'Asian']);
  });

  it('offers no layout choice where the brand lists only thai beside euro', async () => {
    await openPanel({}, { view_types: ['thai', 'euro'] });
    expect(screen.queryByRole('radiogroup', { name: 'Layout' })).toBeNull();
  });

  it('has no default stake for a visitor', async () => {
    await openPanel();
    expect(screen.queryByRole('textbox', { name: 'Default stake' })).toBeNull();
  });

  it('offers a default stake to a logged-in player', async () => {
    logIn();
    await openPanel();
    expect(screen.getByRole('textbox', { name: 'Default stake' })).toBeTruthy();
  });

  it('has no default stake where the brand hides it, even for a logged-in player (§2)', async () => {
    logIn();
    await openPanel({}, { default_stake_options_hidden: true });
    expect(screen.queryByRole('textbox', { name: 'Default stake' })).toBeNull();
  });

  it('takes only a whole number of at most 10 digits as default stake, without leading zeros', async () => {
    logIn();
    await openPanel();
    const stake = screen.getByRole('textbox', { name: 'Default stake' });
    await userEvent.type(stake, 'a1.5-b0');
    expect(stake).toHaveProperty('value', '150');
    await userEvent.clear(stake);
    await userEvent.type(stake, '007');
    expect(stake).toHaveProperty('value', '7');
    await userEvent.clear(stake);
    await userEvent.type(stake, '123456789012');
    expect(stake).toHaveProperty('value', '1234567890');
  });
});

describe('settings panel: stored choices', () => {
  it('keeps the choices a visitor saved before accept-higher-odds and default stake existed', async () => {
    localStorage.setItem(
      'sb-preferences',
      JSON.stringify({
        version: 2,
        state: { oddsType: 'us', theme: 'dark', layout: 'euro', sortBy: 'competition' },
      }),
    );
    await usePreferencesStore.persist.rehydrate();
    await openPanel({}, { odds_types: ['euro', 'us'] });
    expect(screen.getByRole('radio', { name: 'American' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Competition' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Accept higher odds' })).toHaveProperty('checked', false);
  });
});

describe('settings panel: saving (SPEC.md §6, §7, §8)', () => {
  it("a visitor's choice applies here and nothing goes to the server", async () => {
    const fetchMock = await openPanel({}, { odds_types: ['euro', 'us'] });
    await userEvent.click(screen.getByRole('radio', { name: 'American' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Accept higher odds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('status', { name: 'Price' }).textContent).toBe('+150');
    expect(usePreferencesStore.getState().userAcceptOdds).toBe('A');
    expect(
      requestedPaths(fetchMock).filter((path) => path.includes('/accounts/') || path.includes('/players/')),
    ).toEqual([]);
  });

  it("a logged-in player's save patches the account preferences and updates the player", async () => {
    logIn();
    usePreferencesStore.setState({ accountPrefsOf: PLAYER.id });
    const fetchMock = await openPanel(
      { [PREFS_PATH]: {}, [PLAYER_PATH]: {} },
      { odds_types: ['euro', 'us'], view_types: ['euro', 'asian'] },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'American' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Asian' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Competition' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Accept higher odds' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Default stake' }), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sentTo(fetchMock, PLAYER_PATH)).toHaveLength(1));
    expect(sentTo(fetchMock, PREFS_PATH)).toEqual([
      {
        method: 'PATCH',
        body: {
          price_format: 'us',
          layout: 'asian',
          sort_by: 'competition',
          accept_higher_odds: true,
          default_stake: 25,
          theme: 'dark',
        },
        authorization: 'Bearer jwe-7',
      },
    ]);
    expect(sentTo(fetchMock, PLAYER_PATH)).toEqual([
      {
        method: 'PUT',
        body: { username: 'alice', priceFormat: 'US', defaultStake: 25 },
        authorization: 'Bearer jwe-7',
      },
    ]);
    expect(screen.getByRole('status', { name: 'Price' }).textContent).toBe('+150');
  });

  it('leaves the theme out of the patch when the brand offers no theme choice', async () => {
    logIn();
    usePreferencesStore.setState({ accountPrefsOf: PLAYER.id });
    const fetchMock = await openPanel(
      { [PREFS_PATH]: {}, [PLAYER_PATH]: {} },
      { enable_switching_theme_modes: false },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(fetchMock, PREFS_PATH)).toHaveLength(1));
    expect(sentTo(fetchMock, PREFS_PATH)[0]?.body).not.toHaveProperty('theme');
  });

  it('sends only the player update while the account preferences were never loaded', async () => {
    logIn();
    const fetchMock = await openPanel({ [PREFS_PATH]: {}, [PLAYER_PATH]: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(fetchMock, PLAYER_PATH)).toHaveLength(1));
    expect(sentTo(fetchMock, PREFS_PATH)).toEqual([]);
  });

  it('a failed save is logged, not shown, and the choice still applies', async () => {
    logIn();
    usePreferencesStore.setState({ accountPrefsOf: PLAYER.id });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'down' },
    };
    await openPanel({ [PREFS_PATH]: failure, [PLAYER_PATH]: failure }, { odds_types: ['euro', 'us'] });
    await userEvent.click(screen.getByRole('radio', { name: 'American' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status', { name: 'Price' }).textContent).toBe('+150');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('loadAccountPreferences (SPEC.md §4 "Login")', () => {
  const saved: AccountPrefs = {
    price_format: 'us',
    layout: 'asian',
    default_stake: 40,
    sort_by: 'competition',
    accept_higher_odds: true,
    theme: 'light',
  };

  it("shows the player's saved preferences after login, and later saves patch them", async () => {
    logIn();
    const fetchMock = mockApi({ [PREFS_PATH]: saved, [PLAYER_PATH]: {} }, { odds_types: ['euro', 'us'] });
    await loadAccountPreferences(PLAYER);
    expect(sentTo(fetchMock, PREFS_PATH)).toEqual([
      { method: 'GET', body: undefined, authorization: 'Bearer jwe-7' },
    ]);

    renderWithProviders(<PanelWithPrice />);
    expect(await screen.findByRole('radio', { name: 'American' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Asian' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Competition' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Accept higher odds' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Default stake' })).toHaveProperty('value', '40');
    expect(screen.getByRole('status', { name: 'Price' }).textContent).toBe('+150');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(fetchMock, PREFS_PATH).map((r) => r.method)).toEqual(['GET', 'PATCH']));
  });

  it('keeps the local preferences when the server has none to give', async () => {
    logIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    usePreferencesStore.setState({ oddsType: 'hk' });
    mockApi({ [PREFS_PATH]: { status: 503, body: undefined } });
    await loadAccountPreferences(PLAYER);
    expect(usePreferencesStore.getState()).toMatchObject({ oddsType: 'hk', accountPrefsOf: null });
    expect(warn).toHaveBeenCalledOnce();
  });
});
