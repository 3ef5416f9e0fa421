/**
 * SPEC.md §2 Go back: backTo when present; a live path goes to its live sport, an events path to
 * its sport page, anything else home. Paths here carry the locale.
 */
export function goBackTarget(input: {
  backTo?: string | null;
  pathname: string;
  sportSlug: string;
  locale: string;
}): string {
  const { backTo, pathname, sportSlug, locale } = input;
  // Only same-site paths: a backTo pointing elsewhere would make Back an open redirect.
  if (backTo && backTo.startsWith('/') && !backTo.startsWith('//')) return backTo;
  if (/^\/[a-z]{2}\/live\//.test(pathname)) return `/${locale}/live/sport/${sportSlug}`;
  if (/^\/[a-z]{2}\/events\//.test(pathname)) return `/${locale}/sports/${sportSlug}`;
  return `/${locale}`;
}
