import type { NewsPopup } from '@sb/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
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

describe('news popups (SPEC.md §3 News popup, §4)', () => {
  // First in the file: DOMPurify is not loaded yet, as on a visitor's first page.
  it('opens with its page already cleaned, whole in its first frame', async () => {
    mockApi({ '/api/news_popups': { popups: [app] } });
    renderWithProviders(<NewsPopups />);
    const dialog = await screen.findByRole('dialog', { name: 'Our new app' });
    // Found at the first render of the dialog: its text is there, nothing waits to be cleaned.
    expect(within(dialog).getByText('Now on phones.')).toBeTruthy();
    expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the first popup page by page, then the next popup, and none again once all are closed', async () => {
    mockApi({ '/api/news_popups': { popups: [derby, app] } });
    const first = renderWithProviders(<NewsPopups />);
    const dialog = await screen.findByRole('dialog', { name: 'Derby weekend' });
    expect(within(dialog).getByRole('heading', { name: 'Boosted prices' })).toBeTruthy();
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    await within(dialog).findByText('Every derby favourite boosted.');
    expect(dialog.querySelector('script')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Cash out early' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByRole('heading', { name: 'Boosted prices' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    // The next one; its close button closes it for good too.
    const next = await screen.findByRole('dialog', { name: 'Our new app' });
    expect(within(next).queryByText(/Page 1 of/)).toBeNull();
    await userEvent.click(within(next).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    // All closed: a later visit shows none.
    renderWithProviders(<NewsPopups />);
    await new Promise((resolve) => setTimeout(resolve, 50));
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
    renderWithProviders(<NewsPopups />);
    expect(await screen.findByRole('dialog', { name: 'Champions League final' })).toBeTruthy();
  });
});
