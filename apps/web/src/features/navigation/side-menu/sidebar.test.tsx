import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

describe('desktop side menu (SPEC.md §2, §4)', () => {
  it('is open by default, collapses on request and remembers it across visits', async () => {
    setViewportWidth(1366);
    mockApi();
    const first = renderApp('/en');
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('sb-side-menu') ?? '{}')).toMatchObject({
      state: { open: false },
    });
    first.unmount();

    renderApp('/en');
    expect(await screen.findByRole('button', { name: 'Expand menu' })).toBeTruthy();
  });

  it('is not shown on phones, where the header Menu button opens the drawer instead', async () => {
    mockApi();
    renderApp('/en');
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).toBeNull();
  });
});
