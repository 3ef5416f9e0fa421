/**
 * Business constants of SPEC.md §9 that the web app and the server both read. Units are in the
 * names: `_MS` milliseconds, `_S` seconds, `_PX` CSS pixels.
 */

// Event lists (§9, §7)
export const EVENTS_PER_PAGE_PREMATCH = 20;
export const EVENTS_PER_PAGE_LIVE = 50;
/** Event lists by event path and the event-details dropdown refresh every 15 s (§7, §2). */
export const EVENT_LIST_POLL_MS = 15_000;
export const EVENT_DROPDOWN_POLL_MS = 15_000;
export const EVENT_PATH_TREE_CACHE_S = 3600;
export const DEFAULT_API_CACHE_S = 60;
export const VIDEO_SCHEDULE_CACHE_S = 6600;
/** Above this many characters of query string an events request is POSTed instead (§7). */
export const EVENT_QUERY_MAX_CHARS = 2000;
export const OPEN_BETS_HISTORY_COUNT = 50;

// Stakes and money (§5, §9)
export const STAKE_MAX_LENGTH = 13;
export const STAKE_MAX_DECIMALS = 2;
export const DEFAULT_CURRENCY_PRECISION = 2;
/** Minimum stake of a frontend multiple (§3 Multiple, §5). */
export const MULTIPLE_MIN_STAKE = 1250;
export const DEFAULT_ORIGIN_ID = '11';
/** Fewer selections than this give no system bets (§9). */
export const MIN_SELECTIONS_FOR_SYSTEM_BETS = 3;

// Shell (§1, §2, §9)
export const DESKTOP_MIN_WIDTH_PX = 1024;
export const LARGE_DESKTOP_MIN_WIDTH_PX = 1366;
export const FOOTER_HEIGHT_PX = 50;
export const FOOTER_MAX_ITEMS = 5;
export const MENU_TOP_ROW_MAX = 5;
/** Badge counts above this use the wider badge. */
export const BADGE_WIDE_ABOVE = 99;
/** The language selector is a list at this many languages or fewer, a grid with flags above. */
export const LANGUAGE_LIST_MAX = 7;
export const BACK_TO_TOP_THRESHOLD_PX = 200;
export const BACK_TO_TOP_HIDE_MS = 5000;
export const SCROLL_THRESHOLD_PX = 10;

// Timings (§9)
export const BETSLIP_ERROR_TOAST_MS = 10_000;
export const DEFAULT_TOAST_MS = 5000;
export const SELECTION_REMOVAL_DELAY_MS = 3000;
export const LOGOUT_BUSY_RESET_MS = 1000;
export const PERSIST_RESTORE_TIMEOUT_MS = 5000;
/** A token counts as expired this long before its stated expiry (§4 Auth on load). */
export const TOKEN_EARLY_EXPIRY_S = 30;
export const METRICS_TIMEOUT_MS = 3000;
export const SESSION_CLOCK_MS = 1000;

// One-time codes (§5, §9)
export const OTP_LENGTH = 6;
/** 5 steps of 59 s. */
export const OTP_LOCK_S = 295;
export const OTP_VALID_MIN = 30;
export const OTP_NEW_CODE_AFTER_MIN = 5;
