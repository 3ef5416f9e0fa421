/** Business constants of SPEC.md §9 that both sides read. */
export const EVENTS_PER_PAGE_PREMATCH = 20;
export const EVENTS_PER_PAGE_LIVE = 50;
/** Event lists by event path and the event-details dropdown refresh every 15 s (§7, §2). */
export const EVENT_LIST_POLL_MS = 15_000;
export const EVENT_PATH_TREE_CACHE_S = 3600;
export const DEFAULT_API_CACHE_S = 60;
