import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const footerNav = () => screen.findByRole('navigation', { name: 'Quick navigation' });

describe('mobile footer', () => {
  it('shows at most five items, pre-match first when the root page is prematch', async () => {
    mockApi({}, { root_page_configuration: 'prematch' });
    renderApp('/en/sports');
    const items = within(await footerNav()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sports',
      'Live',
      'Betslip',
      'My Bets',
      'Promotions',
    ]);
  });

  it('leaves out Promotions when promotions are off and My Bets when my-bets is off', async () => {
    mockApi({}, { promotions_enabled: false, enable_my_bets: false, root_page_configuration: 'live' });
    renderApp('/en');
    const nav = await footerNav();
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'My Bets' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Live' })).toBeTruthy();
  });

  it("marks the current page's item, and none while the betslip is open", async () => {
    mockApi();
    renderApp('/en/sports');
    const nav = await footerNav();
    const sports = within(nav).getByRole('link', { name: 'Sports' });
    expect(sports.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBeNull();

    await userEvent.click(within(nav).getByRole('button', { name: 'Betslip' }));
    expect(await screen.findByRole('dialog', { name: 'Betslip' })).toBeTruthy();
    expect(screen.getByText('Your betslip is empty')).toBeTruthy();
    expect(sports.getAttribute('aria-current')).toBeNull();
  });

  it('follows a link and moves the active mark with it', async () => {
    mockApi();
    const { router } = renderApp('/en/sports');
    await userEvent.click(within(await footerNav()).getByRole('link', { name: 'Live' }));
    await waitFor(() => expect(router.location.pathname).toBe('/en/live/sport'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live' })).toBeTruthy();
    expect(
      within(await footerNav())
        .getByRole('link', { name: 'Live' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });
});
