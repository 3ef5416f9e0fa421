import {
  DEFAULT_SORT_BY,
  ODDS_TYPES,
  type AcceptOdds,
  type OddsType,
  type PlayerPreferences,
} from '@sb/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Client state: the visitor's display preferences (SPEC.md §3 "Player settings"), persisted in
 * localStorage. Logged-in players also save them to the server and get them back at login
 * (features/settings/account-prefs.ts).
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
  /** The IANA time zone kick-off times and history show in; null: the browser's own. */
  timeZone: string | null;
  /** The logged-in player's default stake, in the currency's major unit; 0 means none. */
  defaultStake: number;
  /** D: ask on any price change; A: accept higher odds (SPEC.md §3, default D). */
  userAcceptOdds: AcceptOdds;
  /**
   * The account whose server preferences these are (loaded since its login), else null. Only then
   * does saving patch them on the server (SPEC.md §6); kept across reloads like the session.
   */
  accountPrefsOf: number | null;
  setOddsType: (oddsType: OddsType) => void;
  setTheme: (theme: ThemePreference) => void;
  setLayout: (layout: ViewLayout) => void;
  setSortBy: (sortBy: SortBy) => void;
  setLanguage: (language: string) => void;
  setTimeZone: (timeZone: string | null) => void;
  /** Applies what the settings panel saved; a theme left out keeps the current one. */
  setPlayerPreferences: (prefs: PlayerPreferences) => void;
  /** Applies the server preferences of an account (after login) and remembers whose they are. */
  applyAccountPrefs: (accountId: number, prefs: PlayerPreferences) => void;
}

type Persisted = Pick<
  PreferencesState,
  | 'oddsType'
  | 'theme'
  | 'layout'
  | 'sortBy'
  | 'language'
  | 'timeZone'
  | 'defaultStake'
  | 'userAcceptOdds'
  | 'accountPrefsOf'
>;

const DEFAULTS: Persisted = {
  oddsType: 'not_selected',
  theme: undefined,
  layout: 'not_selected',
  sortBy: DEFAULT_SORT_BY,
  language: undefined,
  timeZone: null,
  defaultStake: 0,
  userAcceptOdds: 'D',
  accountPrefsOf: null,
};

/** Named migrations of the stored shape, by the version they upgrade from. */
const MIGRATIONS: Record<number, (state: Record<string, unknown>) => Record<string, unknown>> = {
  /** v1 -> v2: layout, sort order and language were added. */
  1: (state) => ({ ...state, layout: DEFAULTS.layout, sortBy: DEFAULTS.sortBy, language: DEFAULTS.language }),
  /** v2 -> v3: the player's default stake, accept-higher-odds and whose server preferences these are. */
  2: (state) => ({
    ...state,
    defaultStake: DEFAULTS.defaultStake,
    userAcceptOdds: DEFAULTS.userAcceptOdds,
    accountPrefsOf: DEFAULTS.accountPrefsOf,
  }),
  /**
   * v3 -> v4: the sort order starts at competition (the order every list showed, and the server's
   * default). Until v4 the stored 'time' was the default written with any other preference and never
   * took effect, so it is not taken as a choice.
   */
  3: (state) => ({ ...state, sortBy: DEFAULTS.sortBy }),
  /** v4 -> v5: a time zone of one's own (issue 48); until chosen, the browser's. */
  4: (state) => ({ ...state, timeZone: DEFAULTS.timeZone }),
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
    // An IANA name ('America/Argentina/Buenos_Aires', 'Etc/GMT+5'); Intl checks it when it formats.
    timeZone:
      typeof s.timeZone === 'string' && /^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/.test(s.timeZone)
        ? s.timeZone
        : null,
    defaultStake:
      typeof s.defaultStake === 'number' && Number.isFinite(s.defaultStake) && s.defaultStake >= 0
        ? s.defaultStake
        : DEFAULTS.defaultStake,
    userAcceptOdds: oneOf<AcceptOdds>(['D', 'A'], s.userAcceptOdds, DEFAULTS.userAcceptOdds),
    accountPrefsOf: typeof s.accountPrefsOf === 'number' ? s.accountPrefsOf : DEFAULTS.accountPrefsOf,
  };
}

/** The store fields of a player's preferences; a theme left out is not touched. */
const fromPlayerPreferences = ({ theme, ...rest }: PlayerPreferences) => ({
  ...rest,
  ...(theme && { theme }),
});

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULTS,
      setOddsType: (oddsType) => set({ oddsType }),
      setTheme: (theme) => set({ theme }),
      setLayout: (layout) => set({ layout }),
      setSortBy: (sortBy) => set({ sortBy }),
      setLanguage: (language) => set({ language }),
      setTimeZone: (timeZone) => set({ timeZone }),
      setPlayerPreferences: (prefs) => set(fromPlayerPreferences(prefs)),
      applyAccountPrefs: (accountId, prefs) =>
        set({ ...fromPlayerPreferences(prefs), accountPrefsOf: accountId }),
    }),
    {
      name: 'sb-preferences',
      version: 5,
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        oddsType,
        theme,
        layout,
        sortBy,
        language,
        timeZone,
        defaultStake,
        userAcceptOdds,
        accountPrefsOf,
      }): Persisted => ({
        oddsType,
        theme,
        layout,
        sortBy,
        language,
        timeZone,
        defaultStake,
        userAcceptOdds,
        accountPrefsOf,
      }),
      migrate: (stored, version) => {
        let state = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
        for (let v = version; v < 5; v++) state = MIGRATIONS[v]?.(state) ?? state;
        return state;
      },
      merge: (stored, current) => ({ ...current, ...parsePersisted(stored) }),
    },
  ),
);
