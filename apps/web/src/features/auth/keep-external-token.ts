/** The external token's cookie (external-token.ts reads it, logout.ts clears it; docs/decisions/web-auth.md). */
const COOKIE = 'sb_ext_token';

/**
 * What a cookie value may hold (RFC 6265 cookie-octet): a token from a host page is not ours, and a
 * `;` in it would add attributes to the cookie. The platforms' tokens (JWTs, hex, base64) all fit.
 */
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/;

/**
 * Keeps the external token of a finished login in its cookie, for the next page load and the
 * operator's other pages. A session cookie: the stored session outlives it, and a cookie that is
 * gone changes nothing (auth on load acts only on a token that is there).
 */
export function keepExternalToken(token: string): void {
  if (!COOKIE_VALUE.test(token)) {
    console.error('The external token cannot be kept in a cookie: it holds characters a cookie cannot');
    return;
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${COOKIE}=${token}; path=/; samesite=lax${secure}`;
}
