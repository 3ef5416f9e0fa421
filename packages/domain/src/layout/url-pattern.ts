/**
 * URL patterns of settings (SPEC.md §1 page attributes, §2 page layouts, back-to-top paths):
 * `*` matches any run of characters, '/' included, or none; everything else matches exactly.
 * A trailing slash on either side is ignored, and '/sports/*' also matches '/sports' itself.
 */
export function matchUrlPattern(pattern: string, path: string): boolean {
  const target = trimTrailingSlash(path);
  const source = trimTrailingSlash(pattern)
    .split('*')
    .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  if (new RegExp(`^${source}$`).test(target)) return true;
  return pattern.endsWith('/*') && trimTrailingSlash(pattern.slice(0, -2)) === target;
}

function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** The last entry whose `url` pattern matches the path: the last matching entry wins (§1, §2). */
export function lastMatching<T extends { url: string }>(entries: readonly T[], path: string): T | undefined {
  return entries.findLast((entry) => matchUrlPattern(entry.url, path));
}
