import { ODDS_TYPES, type OddsType } from '@sb/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Client state: the visitor's display preferences (SPEC.md §3 "Player settings"), persisted in
 * localStorage. Logged-in players also save them to the server (accounts issue).
 */
export type ThemePreference = 'light' | 'dark' | 'system';
/** SPEC.md §5 "Layouts": euro always; asian and thai only if the brand offers them. */
export type ViewLayout = 'euro' | 'asian' | 'thai';
/** SPEC.md §5 "Sort options". */
export type SortBy = 'competition' | 'time';

export interface PreferencesState {
  /** 'not_selected' until the visitor picks one; the brand's default_price_format applies then. */
  oddsType: OddsType | 'not_selected';
  theme: ThemePreference | undefined;
  /** 'not_selected' until chosen (SPEC.md §3 "Player settings" default). */
  layout: ViewLayout | 'not_selected';
  sortBy: SortBy;
  /** The last UI language the visitor chose; `/` redirects to it. */
  language: string | undefined;
  setOddsType: (oddsType: OddsType) => void;
  setTheme: (theme: ThemePreference) => void;
  setLayout: (layout: ViewLayout) => void;
  setSortBy: (sortBy: SortBy) => void;
  setLanguage: (language: string) => void;
}

type Persisted = Pick<PreferencesState, 'oddsType' | 'theme' | 'layout' | 'sortBy' | 'language'>;

const DEFAULTS: Persisted = {
  oddsType: 'not_selected',
  theme: undefined,
  layout: 'not_selected',
  sortBy: 'time',
  language: undefined,
};

/** Named migrations of the stored shape, by the version they upgrade from. */
const MIGRATIONS: Record<number, (state: Record<string, unknown>) => Record<string, unknown>> = {
  /** v1 -> v2: layout, sort order and language were added. */
  1: (state) => ({ ...state, layout: DEFAULTS.layout, sortBy: DEFAULTS.sortBy, language: DEFAULTS.language }),
};

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Stored data is parsed on the way in: a value this version does not know falls back to its default. */
function parsePersisted(stored: unknown): Persisted {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    oddsType: oneOf<OddsType | 'not_selected'>(
      [...ODDS_TYPES, 'not_selected'],
      s.oddsType,
      DEFAULTS.oddsType,
    ),
    theme:
      oneOf<ThemePreference | 'unset'>(['light', 'dark', 'system', 'unset'], s.theme, 'unset') === 'unset'
        ? undefined
        : (s.theme as ThemePreference),
    layout: oneOf<ViewLayout | 'not_selected'>(
      ['euro', 'asian', 'thai', 'not_selected'],
      s.layout,
      DEFAULTS.layout,
    ),
    sortBy: oneOf<SortBy>(['competition', 'time'], s.sortBy, DEFAULTS.sortBy),
    language: typeof s.language === 'string' && /^[a-z]{2}$/.test(s.language) ? s.language : undefined,
  };
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULTS,
      setOddsType: (oddsType) => set({ oddsType }),
      setTheme: (theme) => set({ theme }),
      setLayout: (layout) => set({ layout }),
      setSortBy: (sortBy) => set({ sortBy }),
      setLanguage: (language) => set({ language }),
    }),
    {
      name: 'sb-preferences',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ oddsType, theme, layout, sortBy, language }): Persisted => ({
        oddsType,
        theme,
        layout,
        sortBy,
        language,
      }),
      migrate: (stored, version) => {
        let state = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
        for (let v = version; v < 2; v++) state = MIGRATIONS[v]?.(state) ?? state;
        return state;
      },
      merge: (stored, current) => ({ ...current, ...parsePersisted(stored) }),
    },
  ),
);
