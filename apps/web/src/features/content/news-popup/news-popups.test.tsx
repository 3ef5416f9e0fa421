import type { NewsPopup } from '@sb/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_AFTER_MS, useOperatorPopupsStore } from '../../../lib/shell/operator-popups.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NoticeHost } from '../../../ui/overlay/notice-host.tsx';
import { useTopLayerStore } from '../../../ui/overlay/top-layer.ts';
import NewsPopups from './news-popups.tsx';

const derby: NewsPopup = {
  id: 1,
  title: 'Derby weekend',
  pages: [
    {
      title: 'Boosted prices',
      content: '<p>Every derby favourite boosted.</p><script>window.hacked = 1</script>',
    },
    { title: 'Cash out early', content: '<p>Cash out any time before the final whistle.</p>' },
  ],
};
const app: NewsPopup = {
  id: 2,
  title: 'Our new app',
  pages: [{ title: 'Bet on the go', content: '<p>Now on phones.</p>' }],
};

/** The shell's notice place (routes/app-shell.tsx), with its region, and a field and a button of the page. */
function Page() {
  const announcement = useOperatorPopupsStore((s) => s.announcement);
  return (
    <>
      <NoticeHost label="Messages" announcement={announcement} />
      <label>
        Username <input type="text" />
      </label>
      <button type="button">Football</button>
      <NewsPopups />
    </>
  );
}

/** The page left alone for `ms` (the popups' quiet moment is QUIET_AFTER_MS). */
const idle = (ms = QUIET_AFTER_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('news popups (SPEC.md §3 News popup, §4)', () => {
  // First in the file: DOMPurify is not loaded yet, as on a visitor's first page.
  it('opens with its page already cleaned, whole in its first frame', async () => {
    mockApi({ '/api/news_popups': { popups: [app] } });
    renderWithProviders(<Page />);
    await idle();
    const dialog = await screen.findByRole('dialog', { name: 'Our new app' });
    // Found at the first render of the dialog: its text is there, nothing waits to be cleaned.
    expect(within(dialog).getByText('Now on phones.')).toBeTruthy();
    expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the first popup page by page, then the next popup, and none again once all are closed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({ '/api/news_popups': { popups: [derby, app] } });
    const first = renderWithProviders(<Page />);
    await idle();
    const dialog = await screen.findByRole('dialog', { name: 'Derby weekend' });
    expect(within(dialog).getByRole('heading', { name: 'Boosted prices' })).toBeTruthy();
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    await within(dialog).findByText('Every derby favourite boosted.');
    expect(dialog.querySelector('script')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Cash out early' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByRole('heading', { name: 'Boosted prices' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    // One at a time: the next waits for a quiet moment of its own; its close button closes it for good too.
    expect(screen.queryByRole('dialog')).toBeNull();
    await idle();
    const next = await screen.findByRole('dialog', { name: 'Our new app' });
    expect(within(next).queryByText(/Page 1 of/)).toBeNull();
    await user.click(within(next).getByRole('button', { name: 'Close' }));
    await idle();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    // All closed: a later visit shows none.
    renderWithProviders(<Page />);
    await idle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a popup the operator publishes after the others were closed', async () => {
    localStorage.setItem('sb-news-popups-closed', JSON.stringify([1, 2]));
    const fresh: NewsPopup = {
      id: 3,
      title: 'Champions League final',
      pages: [{ title: 'Price boosts', content: '<p>Boosts.</p>' }],
    };
    mockApi({ '/api/news_popups': { popups: [derby, app, fresh] } });
    renderWithProviders(<Page />);
    await idle();
    expect(await screen.findByRole('dialog', { name: 'Champions League final' })).toBeTruthy();
  });

  it('waits while a field has the focus or a dialog is open, then opens without taking the focus, and says so (issue 42)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({ '/api/news_popups': { popups: [app] } });
    renderWithProviders(<Page />);
    const field = screen.getByRole('textbox', { name: 'Username' });
    // A bettor typing slowly, then thinking with the field focused: no popup, every character kept.
    await user.click(field);
    for (const key of 'demo-player') {
      await user.keyboard(key);
      await idle(400);
    }
    await idle(QUIET_AFTER_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toHaveProperty('value', 'demo-player');

    // A modal dialog open (the login's, the slip's sheet): still none.
    await user.click(screen.getByRole('button', { name: 'Football' }));
    const modal = document.createElement('dialog');
    act(() => useTopLayerStore.getState().add(modal));
    await idle(QUIET_AFTER_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Quiet: the popup opens beside what the bettor was on, which keeps the focus, and is announced.
    act(() => useTopLayerStore.getState().remove(modal));
    await idle();
    const popup = await screen.findByRole('dialog', { name: 'Our new app' });
    expect(popup.getAttribute('aria-modal')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Football' }));
    expect(screen.getByRole('status', { name: 'Messages' }).textContent).toContain('Our new app');

    // Reached by the keyboard, closed by Escape: the focus goes back to where it came from.
    within(popup).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Football' }));
  });
});
