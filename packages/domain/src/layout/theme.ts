export type ThemeName = 'light' | 'dark';
export type ThemePreference = ThemeName | 'system';

/** Setting color_theme (SPEC.md §3 mobile.color_theme). */
export type ColorThemeSetting = 'dark mode' | 'light mode' | 'system';

/**
 * The theme (SPEC.md §4 Theme). `preference` is the visitor's stored choice, else the brand default
 * from color_theme ('dark mode', 'light mode', anything else system); it is what the settings panel
 * shows and saves. `applied` is what the page paints: the `theme` query value overrides it for this
 * visit without becoming the preference, and 'system' follows prefers-color-scheme.
 */
export function resolveTheme(input: {
  queryTheme?: ThemeName | undefined;
  stored?: ThemePreference | undefined;
  colorThemeSetting: ColorThemeSetting;
  prefersDark: boolean;
}): { preference: ThemePreference; applied: ThemeName } {
  const brandDefault: ThemePreference =
    input.colorThemeSetting === 'dark mode'
      ? 'dark'
      : input.colorThemeSetting === 'light mode'
        ? 'light'
        : 'system';
  const preference = input.stored ?? brandDefault;
  const followed: ThemeName = preference === 'system' ? (input.prefersDark ? 'dark' : 'light') : preference;
  return { preference, applied: input.queryTheme ?? followed };
}
