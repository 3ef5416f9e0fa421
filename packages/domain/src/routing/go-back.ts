import { sameSitePath } from './query-flags.ts';

/**
 * SPEC.md §2 Go back: backTo when present (a same-site path only); otherwise a live path goes to
 * /live/sport/{id-CODE}, an events path to /sports/{id-CODE}, anything else home.
 *
 * Without `locale` the paths are locale-less ('/events/x-1' -> '/sports/240-FOOT'); with it the
 * pathname carries the locale and so does the target ('/en/events/x-1' -> '/en/sports/240-FOOT').
 * Without a sport slug a live path goes to /live/sport and an events path to /sports.
 */
export function goBackTarget(input: {
  backTo?: string | null | undefined;
  pathname: string;
  sportSlug?: string | null | undefined;
  locale?: string | undefined;
}): string {
  const { pathname, sportSlug, locale } = input;
  const backTo = sameSitePath(input.backTo);
  if (backTo) return backTo;
  const prefix = locale ? `/${locale}` : '';
  const rest = locale && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  const sport = sportSlug ? `/${sportSlug}` : '';
  // '/live/sport/...' is the live sport page itself: going back from it is going home.
  if (/^\/live\/(?!sport(\/|$))[^/]/.test(rest)) return `${prefix}/live/sport${sport}`;
  if (/^\/events\/[^/]/.test(rest)) return `${prefix}/sports${sport}`;
  return prefix || '/';
}
