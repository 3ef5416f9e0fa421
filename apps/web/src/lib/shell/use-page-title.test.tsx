import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useDocumentHead, usePageTitle } from './use-page-title.ts';

function Page({ name }: { name?: string }) {
  useDocumentHead();
  usePageTitle(name);
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

const page_attributes = [
  {
    url: '/*',
    title: 'Sportsbook – online betting',
    meta: [{ name: 'description', content: 'Odds on every sport.' }],
  },
  {
    url: '/*/sports/*',
    title: '{name} odds | Sportsbook',
    meta: [{ name: 'description', content: 'Bet on {name} before kick-off.' }],
  },
];

describe('page title and meta tags (SPEC.md §1)', () => {
  it('takes the last matching entry and puts the page name into it', async () => {
    mockApi({}, { page_attributes });
    renderWithProviders(<Page name="Football" />, { url: '/es/sports/240-FOOT' });
    await waitFor(() => expect(document.title).toBe('Football odds | Sportsbook'));
    expect(description()).toBe('Bet on Football before kick-off.');
  });

  it('prefixes the name when the title has no placeholder, and falls back to the brand title', async () => {
    mockApi({}, { page_attributes });
    const { unmount } = renderWithProviders(<Page name="Not found" />, { url: '/en/nowhere' });
    await waitFor(() => expect(document.title).toBe('Not found | Sportsbook – online betting'));
    expect(description()).toBe('Odds on every sport.');
    unmount();

    mockApi({}, { page_attributes: [] });
    renderWithProviders(<Page />, { url: '/en' });
    await waitFor(() => expect(document.title).toBe('Sportsbook'));
  });
});

/** As in the app: the shell applies the head, the page inside it names itself (its effects run first). */
function NamedPage({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}
function Shell({ name }: { name: string }) {
  useDocumentHead();
  return <NamedPage name={name} />;
}

describe('a head that is already right', () => {
  it('is not written again when the app hydrates over it', async () => {
    mockApi({}, { page_attributes });
    const first = renderWithProviders(<Page name="Football" />, { url: '/en/sports/240-FOOT' });
    await waitFor(() => expect(description()).toBe('Bet on Football before kick-off.'));
    expect(document.title).toBe('Football odds | Sportsbook');
    first.unmount();
    // As when the app hydrates the server's page: the settings are in the cache, and the head the
    // server wrote is the one the page applies.
    document.title = 'Football odds | Sportsbook';
    document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content =
      'Bet on Football before kick-off.';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    renderWithProviders(<Shell name="Football" />, {
      url: '/en/sports/240-FOOT',
      queryClient: first.queryClient,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    expect(document.title).toBe('Football odds | Sportsbook');
    expect(writes.map((write) => write.target.nodeName).filter((name) => name !== 'STYLE')).toEqual([]);
  });
});
