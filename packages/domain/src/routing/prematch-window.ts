const HOUR_MS = 3_600_000;

export type PrematchWindow = 'today' | 'this_week' | number;

/**
 * SPEC.md §9 pre-match window, as the dateFrom/dateTo of an events query: today is the next
 * 24 hours; this week is 7 days from the start of the current day (UTC, the feed's day); a number
 * is that many hours from now. A number that is not a positive count of hours reads as today.
 */
export function prematchWindow(window: PrematchWindow, now: Date): { dateFrom: string; dateTo: string } {
  const dateFrom = now.toISOString();
  if (window === 'this_week') {
    const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return { dateFrom, dateTo: new Date(startOfDay + 7 * 24 * HOUR_MS).toISOString() };
  }
  const hours = typeof window === 'number' && Number.isFinite(window) && window > 0 ? window : 24;
  return { dateFrom, dateTo: new Date(now.getTime() + hours * HOUR_MS).toISOString() };
}
