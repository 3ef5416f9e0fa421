/** The /open_bets page, in any locale (the footer is inactive there, §2; the button goes back). */
export function isOpenBetsPath(pathname: string): boolean {
  return /^\/[^/]+\/open_bets\/?$/.test(pathname);
}
