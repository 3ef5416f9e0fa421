import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useContentPopupStore } from '../../../lib/shell/content-popup-store.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const page = (slug: string, title: string, body: string) => ({
  [`/api/public_pages/${slug}`]: { slug, title, body },
});

afterEach(() => useContentPopupStore.getState().close());

describe('links of operator HTML (docs/decisions/operator-content.md)', () => {
  function renderHelp() {
    mockApi({
      ...page(
        'help',
        'Help centre',
        '<p><a href="/public/terms" data-popup>Our terms</a>, <a href="/public/contact">Contact us</a>, ' +
          '<a href="/public/careers" data-popup>Careers</a>, <a href="https://www.begambleaware.org">Advice</a></p>',
      ),
      ...page('terms', 'Terms and conditions', '<p>Bets are accepted in good faith.</p>'),
      ...page('contact', 'Contact', '<p>Write to us.</p>'),
      '/api/public_pages/careers': { status: 404, body: { statusCode: 404, message: 'No' } },
    });
    return renderApp('/en/public/help');
  }

  it('open a public page marked data-popup in the content popup, over the page, with its title and close icon', async () => {
    const app = renderHelp();
    await userEvent.click(await screen.findByRole('link', { name: 'Our terms' }));
    const popup = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(await within(popup).findByText('Bets are accepted in good faith.')).toBeTruthy();
    // The page under it stays where it was.
    expect(app.router.location.pathname).toBe('/en/public/help');
    expect(within(popup).getByRole('link', { name: 'Open as a page' }).getAttribute('href')).toBe(
      '/en/public/terms',
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('say in the popup that a page the brand does not have is not there', async () => {
    renderHelp();
    await userEvent.click(await screen.findByRole('link', { name: 'Careers' }));
    const popup = await screen.findByRole('dialog', { name: 'Page not found' });
    expect(within(popup).getByText(/does not exist or has moved/)).toBeTruthy();
  });

  it("follow a site path in the app, under the page's language; leave other sites to the browser", async () => {
    const app = renderHelp();
    const advice = await screen.findByRole('link', { name: 'Advice' });
    expect(advice.getAttribute('href')).toBe('https://www.begambleaware.org');
    await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(app.router.location.pathname).toBe('/en/public/contact');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
