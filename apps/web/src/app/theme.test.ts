import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme } from './theme.ts';

afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.theme;
});

describe('applyTheme (SPEC.md §4 theme)', () => {
  it('changes the theme with transitions paused until the new colours are laid out', () => {
    vi.useFakeTimers();
    document.documentElement.dataset.theme = 'light';
    applyTheme('dark');
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('dark');
    // ui/tokens.css turns every transition off under this attribute.
    expect(root.dataset.themeChanging).toBe('');
    vi.runAllTimers();
    expect(root.dataset.themeChanging).toBeUndefined();
  });

  it('leaves transitions alone when the theme stays', () => {
    document.documentElement.dataset.theme = 'dark';
    applyTheme('dark');
    expect(document.documentElement.dataset.themeChanging).toBeUndefined();
  });
});
