import type { Promotion, PromotionSummary } from '@sb/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';

const welcome: PromotionSummary = {
  id: 1,
  slug: 'welcome-offer',
  title: 'Bet 10, get 30 in free bets',
  summary: 'Place your first bet of 10 or more and get three free bets.',
  image_path: '/promotions/welcome.jpg',
  starts_at: '2020-01-01T12:00:00Z',
  ends_at: '2030-06-30T12:00:00Z',
  cta_label: 'Bet now',
  cta_link: '/sports',
};
const boost: PromotionSummary = {
  id: 2,
  slug: 'acca-boost',
  title: 'Acca boost',
  summary: 'Up to 50% more on your accumulators.',
  image_path: '',
  starts_at: '2020-01-01T12:00:00Z',
  ends_at: null,
  cta_label: '',
  cta_link: '',
};
const welcomeInFull: Promotion = {
  ...welcome,
  body: '<p>Your welcome offer</p><img src="x.png" onerror="window.hacked = 1"><script>window.hacked = 2</script>',
  terms:
    '<ul><li>New customers aged 18 or over.</li></ul><a href="javascript:alert(1)" onclick="window.hacked = 3">Full terms</a>',
};

describe('promotions (SPEC.md §2 /promotions)', () => {
  it('lists the open promotions as cards with their end date and a link to each', async () => {
    mockApi({ '/api/promotions': { promotions: [welcome, boost] } });
    renderApp('/en/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bet 10, get 30 in free bets',
      'Acca boost',
    ]);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(
      within(first).getByText('Place your first bet of 10 or more and get three free bets.'),
    ).toBeTruthy();
    expect(within(first).getByText('Until 30 June 2030')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/promotions/welcome.jpg');
    expect(
      within(first)
        .getByRole('link', { name: 'Read more: Bet 10, get 30 in free bets' })
        .getAttribute('href'),
    ).toBe('/en/promotions/welcome-offer');
    // No end, no picture: neither is made up.
    expect(within(second).queryByText(/Until/)).toBeNull();
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByRole('link', { name: 'Read more: Acca boost' }).getAttribute('href')).toBe(
      '/en/promotions/acca-boost',
    );
  });

  it('says so when there are no promotions, and offers the sports instead', async () => {
    mockApi({ '/api/promotions': { promotions: [] } });
    renderApp('/en/promotions');
    expect(await screen.findByText('There are no promotions right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse sports' }).getAttribute('href')).toBe('/en/sports');
  });

  it('points to the brand’s own promotions site when promotions_url is an https address', async () => {
    const fetchMock = mockApi({}, { promotions_url: 'https://promo.example.com/offers', brand_name: 'Toro' });
    renderApp('/en/promotions');
    expect(await screen.findByText("Toro's promotions are on our promotions site")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the promotions' }).getAttribute('href')).toBe(
      'https://promo.example.com/offers',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url as string).includes('/api/promotions'))).toBe(
      false,
    );
  });

  it('says promotions are not available when the brand has them switched off', async () => {
    mockApi({ '/api/promotions': { promotions: [welcome] } }, { promotions_enabled: false });
    renderApp('/en/promotions');
    expect(await screen.findByText('Promotions are not available on this site.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows one promotion with its body and terms cleaned of scripts and handlers, and its call to action', async () => {
    mockApi({ '/api/promotions/welcome-offer': welcomeInFull });
    renderApp('/en/promotions/welcome-offer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bet 10, get 30 in free bets' }),
    ).toBeTruthy();
    expect(await screen.findByText('Your welcome offer')).toBeTruthy();
    expect(screen.getByText('Until 30 June 2030')).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Terms and conditions' });
    expect(await within(terms).findByText('New customers aged 18 or over.')).toBeTruthy();

    const main = screen.getByRole('main');
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('[onerror], [onclick]')).toBeNull();
    expect(within(terms).getByText('Full terms').getAttribute('href')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    // A site path of the operator's stays in the app, in the page's locale.
    expect(screen.getByRole('link', { name: 'Bet now' }).getAttribute('href')).toBe('/en/sports');
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/en/promotions');
  });

  it('opens an https call to action in a new tab', async () => {
    mockApi({
      '/api/promotions/welcome-offer': { ...welcomeInFull, cta_link: 'https://partner.example.com/join' },
    });
    renderApp('/en/promotions/welcome-offer');
    const cta = await screen.findByRole('link', { name: 'Bet now' });
    expect(cta.getAttribute('href')).toBe('https://partner.example.com/join');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says a promotion has ended or does not exist when the server has none, and leads back to the list', async () => {
    mockApi({ '/api/promotions/summer-cashback': { status: 404, body: { statusCode: 404, message: 'No' } } });
    renderApp('/en/promotions/summer-cashback');
    expect(
      await screen.findByRole('heading', { name: 'This promotion has ended or does not exist' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See current promotions' }).getAttribute('href')).toBe(
      '/en/promotions',
    );
  });

  it('does not ask for a slug no promotion can have', async () => {
    const fetchMock = mockApi();
    renderApp('/en/promotions/Not_A_Slug');
    expect(
      await screen.findByRole('heading', { name: 'This promotion has ended or does not exist' }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url as string).includes('/api/promotions'))).toBe(
      false,
    );
  });
});
