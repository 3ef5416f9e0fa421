import { useEffect, useState, type HTMLAttributes } from 'react';

type Purifier = (typeof import('dompurify'))['default'];
let purifier: Promise<Purifier> | undefined;

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
    return DOMPurify;
  });
  return purifier;
}

/**
 * Operator HTML (widgets, promotions, public pages, news popups) once DOMPurify has cleaned it:
 * undefined until then, and never HTML cleaned for another source. Scripts, event handlers and
 * javascript: links never survive it.
 */
export function useSanitizedHtml(html: string | undefined, enabled = true): string | undefined {
  const [clean, setClean] = useState<{ source: string; html: string }>();
  useEffect(() => {
    if (!html || !enabled) return;
    let live = true;
    void loadPurifier().then((DOMPurify) => {
      if (live) setClean({ source: html, html: DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }) });
    });
    return () => {
      live = false;
    };
  }, [html, enabled]);
  return clean !== undefined && clean.source === html ? clean.html : undefined;
}

/** A block of operator HTML, sanitised; empty until DOMPurify has cleaned it. */
export function SafeHtml({ html, ...props }: { html: string } & HTMLAttributes<HTMLDivElement>) {
  const clean = useSanitizedHtml(html);
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
