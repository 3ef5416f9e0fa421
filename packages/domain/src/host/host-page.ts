/**
 * The sportsbook inside a host page (SPEC.md §1 Modes): whom it may talk to. The parent frame's
 * origin is the only one the bridge posts to and listens to, and only when the brand lists it
 * (settings.host_page_origins): a page framed by anyone else behaves as if it stood alone.
 */

/** What the browser tells a framed page about its parent (no DOM types in the domain). */
export interface FrameFacts {
  /** The page runs in a frame (window.parent !== window). */
  framed: boolean;
  /** location.ancestorOrigins, nearest first (Chromium, Safari); empty where unsupported. */
  ancestorOrigins: readonly string[];
  /** document.referrer: the parent's address when the frame was loaded, in browsers without ancestorOrigins. */
  referrer: string;
}

/**
 * The host page's origin when the page is framed by one the brand allows; undefined otherwise.
 *
 * @example hostOrigin({ framed: true, ancestorOrigins: ['https://casino.example'], referrer: '' }, ['https://casino.example']) // 'https://casino.example'
 */
export function hostOrigin(frame: FrameFacts, allowed: readonly string[]): string | undefined {
  if (!frame.framed || allowed.length === 0) return undefined;
  const parent = frame.ancestorOrigins[0] ?? originOf(frame.referrer);
  return parent !== undefined && allowed.includes(parent) ? parent : undefined;
}

function originOf(url: string): string | undefined {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url);
  return match?.[1]?.toLowerCase();
}

/**
 * User activity (settings.enable_user_activity_tracking_on_iframe) is reported at most once per
 * this period: the host keeps its own session alive with it, and needs no message per key press.
 */
export const USER_ACTIVITY_INTERVAL_MS = 30_000;

/** Whether activity at `now` is reported, given the last report (undefined: none yet). */
export function userActivityDue(lastReportedAt: number | undefined, now: number): boolean {
  return lastReportedAt === undefined || now - lastReportedAt >= USER_ACTIVITY_INTERVAL_MS;
}
