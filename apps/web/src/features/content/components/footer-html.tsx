import { useEffect, useState } from 'react';
import { useSettings } from '../../../api/settings.ts';
import styles from './footer-html.module.css';

/**
 * The operator's footer HTML (settings footer_html_web / footer_html_mobile, SPEC.md §2), sanitised
 * with DOMPurify before it reaches the page. DOMPurify is loaded only when there is HTML to clean,
 * so it never weighs on the first page.
 */
export function FooterHtml({ channel }: { channel: 'web' | 'mobile' }) {
  const settings = useSettings();
  const html = (channel === 'web' ? settings?.footer_html_web : settings?.footer_html_mobile) ?? '';
  const [clean, setClean] = useState<{ source: string; html: string }>();

  useEffect(() => {
    if (html === '') return;
    let cancelled = false;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (!cancelled) setClean({ source: html, html: DOMPurify.sanitize(html) });
    });
    return () => {
      cancelled = true;
    };
  }, [html]);

  // Never show HTML cleaned for another source (the setting or channel changed meanwhile).
  if (html === '' || clean?.source !== html) return null;
  return <footer className={styles.footer} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
