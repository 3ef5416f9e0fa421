import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requestedPaths } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { sentRequests } from '../../../test/session.ts';

describe('the gambling-licence seal (SPEC.md §2 Other screens, §7 gcb_seals)', () => {
  it("shows the seal with this host's token when the brand must show one", async () => {
    const fetchMock = mockApi(
      { '/api/gcb_seals': { token: 'seal-42' } },
      { gcb_seal_required: true, gcb_seal_validation_url: '/public/licence?token={token}' },
    );
    renderApp('/en');
    const seal = await screen.findByRole('link', { name: /Licensed gaming operator/ });
    expect(seal.getAttribute('href')).toBe('/en/public/licence?token=seal-42');
    expect(seal.getAttribute('rel')).toContain('noopener');
    const call = sentRequests(fetchMock).find((r) => r.url.pathname === '/api/gcb_seals')!;
    expect(call.url.searchParams.get('host')).toBe(window.location.host);
  });

  it('shows no seal, and asks for none, when the brand need not show one', async () => {
    const fetchMock = mockApi(
      { '/api/gcb_seals': { token: 'seal-42' } },
      { gcb_seal_validation_url: '/x?t={token}' },
    );
    renderApp('/en');
    await screen.findByRole('heading', { name: 'Top sports' });
    expect(screen.queryByRole('link', { name: /Licensed gaming operator/ })).toBeNull();
    expect(requestedPaths(fetchMock)).not.toContain('/api/gcb_seals');
  });

  it('shows no seal for a host the licence does not cover', async () => {
    mockApi(
      {
        '/api/gcb_seals': {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'No seal' },
        },
      },
      { gcb_seal_required: true, gcb_seal_validation_url: '/public/licence?token={token}' },
    );
    renderApp('/en');
    await screen.findByRole('heading', { name: 'Top sports' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Licensed gaming operator/ })).toBeNull();
  });
});
