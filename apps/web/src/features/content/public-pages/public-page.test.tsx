import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';

describe('public pages (SPEC.md §2 /public)', () => {
  it('shows the brand’s page: its title as the heading, its body cleaned', async () => {
    mockApi({
      '/api/public_pages/responsible-gaming': {
        slug: 'responsible-gaming',
        title: 'Responsible gaming',
        body: '<p>Betting should be fun.</p><img src="x.png" onerror="window.hacked = 1"><script>window.hacked = 2</script>',
      },
    });
    renderApp('/en/public/responsible-gaming');
    expect(await screen.findByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeTruthy();
    expect(await screen.findByText('Betting should be fun.')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('[onerror]')).toBeNull();
  });

  it('says a page the brand does not have is not there, and offers help and home', async () => {
    mockApi({ '/api/public_pages/careers': { status: 404, body: { statusCode: 404, message: 'No' } } });
    renderApp('/en/public/careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('/en/public/help');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
  });

  it('offers Retry when the page fails to load for another reason', async () => {
    mockApi({ '/api/public_pages/help': { status: 500, body: undefined } });
    renderApp('/en/public/help');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
