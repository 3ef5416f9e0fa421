import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock.ts';
import { renderApp } from '../test/render.tsx';

// A page that throws while rendering, as a broken deploy or a bug would.
vi.mock('../routes/fixtures.tsx', () => ({
  Component: () => {
    throw new Error('fixtures page broke');
  },
}));

describe('a page that fails', () => {
  it('shows its error with Retry inside the shell, and the next page renders again', async () => {
    mockApi();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/en/sports/fixtures');
    expect(await screen.findByText('This page could not be shown. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();

    // The shell still works: its header leads away from the broken page.
    await userEvent.click(await screen.findByRole('link', { name: 'Sportsbook' }));
    expect(await screen.findByRole('heading', { name: 'Top sports' })).toBeTruthy();
    expect(screen.queryByText('This page could not be shown. Try again.')).toBeNull();
    consoleError.mockRestore();
  });
});
