import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useHydrated } from '../../hooks/render-env.ts';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';
import { cx } from '../../ui/cx.ts';
import styles from './operator-html.module.css';
import { useOperatorLinks } from './operator-links.ts';

type Purifier = (typeof import('dompurify'))['default'];
let purifier: Promise<Purifier> | undefined;
/** DOMPurify once loaded: a block rendered after that is cleaned as it renders. */
let loaded: Purifier | undefined;
/** Each operator HTML source cleaned, kept for the session (a brand has tens of them, not more). */
const cleaned = new Map<string, string>();

function clean(DOMPurify: Purifier, html: string): string {
  let result = cleaned.get(html);
  if (result === undefined) {
    result = DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
    cleaned.set(html, result);
  }
  return result;
}

/**
 * DOMPurify, loaded once on first use (it is 8 KB of script no first screen needs). Links the
 * operator opens in a new tab cannot reach back to this page (rel=noopener).
 */
export function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
    loaded = DOMPurify;
    return DOMPurify;
  });
  return purifier;
}

/**
 * Operator HTML (widgets, promotions, public pages, news popups) once DOMPurify has cleaned it:
 * undefined until then, and never HTML cleaned for another source. Scripts, event handlers and
 * javascript: links never survive it. A block rendered after hydration with DOMPurify already loaded
 * is cleaned as it renders, so it shows whole in its first frame (a dialog never grows after opening);
 * while hydrating it stays empty, as the server rendered it.
 */
export function useSanitizedHtml(html: string | undefined, enabled = true): string | undefined {
  const hydrated = useHydrated();
  const now = hydrated && enabled && html && loaded ? clean(loaded, html) : undefined;
  const [later, setLater] = useState<{ source: string; html: string }>();
  useEffect(() => {
    if (!html || !enabled || now !== undefined) return;
    let live = true;
    void loadPurifier().then((DOMPurify) => {
      if (live) setLater({ source: html, html: clean(DOMPurify, html) });
    });
    return () => {
      live = false;
    };
  }, [html, enabled, now]);
  return now ?? (later !== undefined && later.source === html ? later.html : undefined);
}

/** Start cleaning a block that waits for the viewport this far before it scrolls into view. */
const PRELOAD_MARGIN = '300px';

export interface SafeHtmlProps extends HTMLAttributes<HTMLDivElement> {
  html: string;
  /** Clean it only as it comes near the viewport (a widget low on the page). */
  whenNearViewport?: boolean;
}

/**
 * A block of operator HTML, sanitised, in the product's type (operator-html.module.css); empty and
 * aria-busy until DOMPurify has cleaned it. Its site links stay in the app (operator-links.ts).
 */
export function SafeHtml({ html, whenNearViewport = false, className, ...props }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, whenNearViewport, PRELOAD_MARGIN);
  const clean = useSanitizedHtml(html, near);
  const followLink = useOperatorLinks();
  return (
    // The clicks are the links' own (keyboard included): the block only keeps them in the app.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      {...props}
      className={cx(styles.operatorHtml, className)}
      aria-busy={html !== '' && clean === undefined}
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
