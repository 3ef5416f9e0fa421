/**
 * The API lives under /api and /xapi (and /nextapi/xapi, §7's second events path), and the login
 * steps under /auth (SPEC.md §7 "{auth}"); every other path belongs to the web app.
 */
export function isApiPath(url: string): boolean {
  return /^\/(?:x?api|nextapi|auth)(?:[/?#]|$)/.test(url);
}
