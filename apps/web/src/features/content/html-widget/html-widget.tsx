import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../api/http.ts';
import { useSanitizedHtml } from '../../../lib/html/safe-html.tsx';
import { htmlWidgetQueryOptions } from './get-html-widget.ts';
import styles from './html-widget.module.css';

/** Start cleaning a widget this far before it scrolls into view. */
const PRELOAD_MARGIN = '300px';

/** Whether the element has come near the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** Widget ids the brand's layouts name but the server does not have: said once, shown to nobody. */
const reportedMissing = new Set<number>();

/**
 * A layout's html_widget (SPEC.md §3 Html widget, §2 "Central-bottom and right columns may hold html
 * widgets"): the operator's HTML, sanitised by DOMPurify, which loads only once the widget comes near
 * the viewport. A widget the server does not have (or has switched off) shows nothing.
 */
export function HtmlWidgetSlot({ id }: { id: number }) {
  const { data, error } = useQuery(htmlWidgetQueryOptions(id));
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const html = useSanitizedHtml(data?.content, near);
  if (error instanceof HttpError && error.status === 404 && !reportedMissing.has(id)) {
    reportedMissing.add(id);
    console.warn(`Page layout names html_widget ${id}, which does not exist or is inactive: not shown.`);
  }
  if (error || data?.content === '') return null;
  return (
    <div
      ref={anchor}
      className={styles.widget}
      aria-busy={html === undefined}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
