import { formatOdds } from '@sb/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useOddsType } from '../../../hooks/use-odds-type.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';
import SettingsPanel from './settings-panel.tsx';

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
