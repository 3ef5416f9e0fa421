import { useEffect, useRef, useState } from 'react';
import { useSettings } from '../../../api/settings.ts';
import styles from './footer-html.module.css';

/** Start cleaning the footer this far before it scrolls into view. */
const PRELOAD_MARGIN = '200px';
/**
 * The footer is the last thing a visitor needs: it waits for the first scroll, or this long after the
 * page opened, so that DOMPurify never competes with the page's own code and data on first load.
 */
const SETTLE_MS = 2500;

function afterFirstScrollOrSettled(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', done);
      resolve();
    };
    const timer = setTimeout(done, SETTLE_MS);
    window.addEventListener('scroll', done, { passive: true, once: true });
    signal.addEventListener('abort', done);
  });
}

/** Resolves once `element` comes near the viewport (at once where IntersectionObserver is missing). */
function whenNearViewport(element: Element, signal: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect());
  });
}

/**
 * The operator's footer HTML (settings footer_html_web / footer_html_mobile, SPEC.md §2), sanitised
 * with DOMPurify before it reaches the page. DOMPurify (11 KB) loads only once the page has settled
 * and the footer comes near the viewport, so a visitor who never scrolls down never downloads it.
 */
export function FooterHtml({ channel }: { channel: 'web' | 'mobile' }) {
  const settings = useSettings();
  const html = (channel === 'web' ? settings?.footer_html_web : settings?.footer_html_mobile) ?? '';
  const [clean, setClean] = useState<{ source: string; html: string }>();
  const anchor = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (html === '' || !element) return;
    const controller = new AbortController();
    void afterFirstScrollOrSettled(controller.signal)
      .then(() => whenNearViewport(element, controller.signal))
      .then(() => import('dompurify'))
      .then(({ default: DOMPurify }) => {
        if (!controller.signal.aborted) setClean({ source: html, html: DOMPurify.sanitize(html) });
      });
    return () => controller.abort();
  }, [html]);

  if (html === '') return null;
  // Never show HTML cleaned for another source (the setting or channel changed meanwhile).
  const ready = clean?.source === html;
  // The page's contentinfo landmark (the shell keeps it out of main), there from the first render.
  return (
    <footer
      ref={anchor}
      className={ready ? styles.footer : styles.pending}
      dangerouslySetInnerHTML={{ __html: ready ? clean.html : '' }}
    />
  );
}
