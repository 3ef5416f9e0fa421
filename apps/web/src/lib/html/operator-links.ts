import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../hooks/use-locale.ts';
import { cmsTarget } from '../routing/cms-link.ts';
import { useContentPopupStore } from '../shell/content-popup-store.ts';

const PUBLIC_PAGE = /^\/[^/]+\/public\/([^/?#]+)$/;

/**
 * Clicks on links of operator HTML (docs/decisions/operator-content.md): operators write site
 * paths without the language ('/public/help'), which would reload the whole app. A site path is
 * followed in the app under the page's language; one marked `data-popup` that names a public page
 * opens it in the content popup instead. Other links (another site, a new tab, a modified click,
 * mailto: …) are the browser's.
 */
export function useOperatorLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  const showPopup = useContentPopupStore((s) => s.show);
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !event.currentTarget.contains(link)) return;
    const href = link.getAttribute('href') ?? '';
    // A site path ('/…', never '//host'), opened in this page.
    if (!href.startsWith('/') || href.startsWith('//')) return;
    if (link.target !== '' && link.target !== '_self') return;
    const target = cmsTarget(href, locale);
    if (target.kind !== 'internal') return;
    event.preventDefault();
    const slug = PUBLIC_PAGE.exec(target.to)?.[1];
    if (slug !== undefined && link.hasAttribute('data-popup')) showPopup(decodeURIComponent(slug));
    else void navigate(target.to);
  };
}
