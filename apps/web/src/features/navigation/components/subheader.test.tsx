import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

describe('live chat in the desktop subheader (SPEC.md §2)', () => {
  async function sections(settings: Parameters<typeof mockApi>[1]) {
    setViewportWidth(1366);
    mockApi({}, settings);
    renderApp('/en');
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    // Promotions is on by default: the fixed items have rendered once it shows.
    await within(nav).findByRole('link', { name: 'Promotions' });
    return nav;
  }

  it('is offered when a chat URL is configured', async () => {
    const nav = await sections({ live_chat_url: 'https://chat.example.com' });
    expect(within(nav).getByRole('button', { name: 'Live chat' })).toBeTruthy();
  });

  it('is not offered by a brand excluded from it, even with a chat URL', async () => {
    const nav = await sections({ live_chat_url: 'https://chat.example.com', live_chat_excluded: true });
    expect(within(nav).queryByRole('button', { name: 'Live chat' })).toBeNull();
  });

  it('is not offered without a chat URL', async () => {
    const nav = await sections({});
    expect(within(nav).queryByRole('button', { name: 'Live chat' })).toBeNull();
  });
});

describe("the subheader's fixed items (SPEC.md §2: Promotions, VIP, Services, Store Locator, Chat)", () => {
  it('shows VIP, Services and Store locator where the brand gives them an address, in order', async () => {
    setViewportWidth(1366);
    mockApi(
      {},
      {
        vip_url: '/public/vip',
        services_url: 'https://services.example.com',
        store_locator_url: '/public/store-locator',
      },
    );
    renderApp('/en');
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    await within(nav).findByRole('link', { name: 'Promotions' });
    expect(within(nav).getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/en/public/vip');
    const services = within(nav).getByRole('link', { name: 'Services' });
    expect(services.getAttribute('href')).toBe('https://services.example.com');
    expect(services.getAttribute('target')).toBe('_blank');
    expect(within(nav).getByRole('link', { name: 'Store locator' }).getAttribute('href')).toBe(
      '/en/public/store-locator',
    );
  });

  it('leaves out the items the brand gives no address', async () => {
    setViewportWidth(1366);
    mockApi({}, { vip_url: '/public/vip' });
    renderApp('/en');
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    await within(nav).findByRole('link', { name: 'VIP' });
    expect(within(nav).queryByRole('link', { name: 'Services' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Store locator' })).toBeNull();
  });
});
