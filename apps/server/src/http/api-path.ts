/**
 * The API lives under /api and /xapi, and the login steps under /auth (SPEC.md §7 "{auth}"); every
 * other path belongs to the web app.
 */
export function isApiPath(url: string): boolean {
  return /^\/(?:x?api|auth)(?:[/?#]|$)/.test(url);
}
