import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useLiveAnnouncementsStore } from '../../../lib/announcements/live-announcements-store.ts';
import SettingsPanel from './settings-panel.tsx';

afterEach(() => useLiveAnnouncementsStore.setState({ enabled: true }));

describe('settings: announce live changes (issue 17)', () => {
  it('is on by default and turned off by its switch on Save, and kept', async () => {
    mockApi();
    renderWithProviders(<SettingsPanel open onClose={() => undefined} />);
    const toggle = await screen.findByRole('switch', { name: 'Announce live changes' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.click(toggle);
    expect(useLiveAnnouncementsStore.getState().enabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(useLiveAnnouncementsStore.getState().enabled).toBe(false);
    expect(JSON.parse(localStorage.getItem('sb-live-announcements') ?? '{}')).toMatchObject({
      state: { enabled: false },
    });
  });
});
