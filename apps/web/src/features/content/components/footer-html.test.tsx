import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { settingsQueryOptions } from '../../../api/settings.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { FooterHtml } from './footer-html.tsx';

describe("operator's footer HTML (SPEC.md §2)", () => {
  it('renders the channel version, sanitised: no scripts, no event handlers', async () => {
    mockApi(
      {},
      {
        footer_html_web:
          '<p>18+ <a href="https://www.begambleaware.org">Play safe</a></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2" alt="Seal">',
        footer_html_mobile: '<p>Mobile footer</p>',
      },
    );
    const { container } = renderWithProviders(<FooterHtml channel="web" />);
    // Settings arrived: the footer holds its place, still empty.
    await waitFor(() => expect(container.firstElementChild).not.toBeNull());
    expect(screen.queryByRole('link', { name: 'Play safe' })).toBeNull();
    // The footer waits for the page to settle: the visitor's first scroll brings it in.
    fireEvent.scroll(window);
    expect(await screen.findByRole('link', { name: 'Play safe' })).toBeTruthy();
    const footer = container.querySelector('footer');
    expect(footer?.querySelector('script')).toBeNull();
    expect(footer?.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.queryByText('Mobile footer')).toBeNull();
  });

  it('shows the mobile version on phones and nothing when the brand has none', async () => {
    mockApi({}, { footer_html_web: '', footer_html_mobile: '<p>Mobile footer</p>' });
    const { unmount } = renderWithProviders(<FooterHtml channel="mobile" />);
    await waitFor(() => {
      fireEvent.scroll(window);
      expect(screen.getByText('Mobile footer')).toBeTruthy();
    });
    unmount();
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(settingsQueryOptions('mobile'));
    const { container } = renderWithProviders(<FooterHtml channel="web" />, { queryClient });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('footer')).toBeNull();
  });
});
