import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme.ts';

describe('resolveTheme (SPEC.md §4 Theme)', () => {
  it.each([
    ['the dark mode setting defaults to dark', { colorThemeSetting: 'dark mode' }, 'dark', 'dark'],
    ['the light mode setting defaults to light', { colorThemeSetting: 'light mode' }, 'light', 'light'],
    [
      'the system setting follows the device (dark)',
      { colorThemeSetting: 'system', prefersDark: true },
      'system',
      'dark',
    ],
    ['the system setting follows the device (light)', { colorThemeSetting: 'system' }, 'system', 'light'],
    [
      'a stored choice beats the setting',
      { colorThemeSetting: 'dark mode', stored: 'light' },
      'light',
      'light',
    ],
    [
      'a stored system choice follows the device',
      { colorThemeSetting: 'light mode', stored: 'system', prefersDark: true },
      'system',
      'dark',
    ],
    [
      'the query overrides what is painted',
      { colorThemeSetting: 'dark mode', queryTheme: 'light' },
      'dark',
      'light',
    ],
    [
      'the query overrides a stored choice too',
      { colorThemeSetting: 'system', stored: 'dark', queryTheme: 'light' },
      'dark',
      'light',
    ],
  ] as const)('%s', (_name, input, preference, applied) => {
    expect(resolveTheme({ prefersDark: false, ...input })).toEqual({ preference, applied });
  });

  it('paints the query theme whenever there is one (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('light', 'dark'),
        fc.constantFrom(undefined, 'light', 'dark', 'system'),
        fc.constantFrom('dark mode', 'light mode', 'system'),
        fc.boolean(),
        (queryTheme, stored, colorThemeSetting, prefersDark) =>
          resolveTheme({ queryTheme, stored, colorThemeSetting, prefersDark }).applied === queryTheme,
      ),
    );
  });
});
