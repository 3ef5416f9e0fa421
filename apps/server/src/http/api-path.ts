/** The API lives under /api and /xapi; every other path belongs to the web app. */
export function isApiPath(url: string): boolean {
  return /^\/x?api(?:[/?#]|$)/.test(url);
}
