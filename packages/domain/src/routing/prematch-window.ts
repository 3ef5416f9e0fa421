const HOUR = 3_600_000;

export type PrematchWindow = 'today' | 'this_week' | number;

/**
 * SPEC.md §9 pre-match window: today is the next 24 hours; this week is 7 days from the start of
 * the day (UTC, the feed's day); a number is that many hours from now.
 */
export function prematchWindow(window: PrematchWindow, now: Date): { dateFrom: string; dateTo: string } {
  if (window === 'this_week') {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return { dateFrom: now.toISOString(), dateTo: new Date(start + 7 * 24 * HOUR).toISOString() };
  }
  const hours = window === 'today' ? 24 : window;
  return { dateFrom: now.toISOString(), dateTo: new Date(now.getTime() + hours * HOUR).toISOString() };
}
