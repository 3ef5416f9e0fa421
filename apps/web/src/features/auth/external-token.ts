/**
 * The external token's cookie, `sb_ext_token` (SPEC.md §4 "Auth on load"; why a cookie and its
 * attributes: docs/decisions/web-auth.md). Reading it is all every page's first load needs; writing
 * and clearing load with a login (keep-external-token.ts) or a logout (logout.ts). The browser joins
 * cookies with '; '.
 */
export function readExternalToken(): string | undefined {
  return /(?:^|; )sb_ext_token=([^;]+)/.exec(document.cookie)?.[1];
}
