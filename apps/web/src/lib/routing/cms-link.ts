/**
 * Where a CMS link (tabs, submenus) points. Operators write links without the locale
 * ('/sports/fixtures'); absolute http(s) links leave the site and open in a new tab.
 */
export type CmsTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function cmsTarget(link: string, locale: string): CmsTarget {
  if (/^https?:\/\//i.test(link)) return { kind: 'external', href: link };
  const path = link.startsWith('/') ? link : `/${link}`;
  if (path === `/${locale}` || path.startsWith(`/${locale}/`) || path.startsWith(`/${locale}?`)) {
    return { kind: 'internal', to: path };
  }
  return { kind: 'internal', to: path === '/' ? `/${locale}` : `/${locale}${path}` };
}
