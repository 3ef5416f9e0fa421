import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

describe("the operator's footer is the page's one contentinfo landmark (WCAG 1.3.1)", () => {
  it.each([
    ['a phone', 390],
    ['a desktop', 1366],
  ])('on %s, outside main', async (_size, width) => {
    setViewportWidth(width);
    mockApi({}, { footer_html_web: '<p>18+ web</p>', footer_html_mobile: '<p>18+ mobile</p>' });
    renderApp('/en');
    await screen.findByRole('banner');
    // The phone's bottom bar is navigation, not a second contentinfo.
    if (width < 1024) await screen.findByRole('navigation', { name: 'Quick navigation' });
    const footer = await screen.findByRole('contentinfo');
    expect(screen.getAllByRole('contentinfo')).toEqual([footer]);
    expect(screen.getByRole('main').contains(footer)).toBe(false);
  });
});
