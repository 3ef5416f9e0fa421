import { useQuery } from '@tanstack/react-query';
import { HttpError } from '../../../api/http.ts';
import { SafeHtml } from '../../../lib/html/safe-html.tsx';
import { htmlWidgetQueryOptions } from './get-html-widget.ts';
import styles from './html-widget.module.css';

/** Widget ids the brand's layouts name but the server does not have: said once, shown to nobody. */
const reportedMissing = new Set<number>();

/**
 * A layout's html_widget (SPEC.md §3 Html widget, §2 "Central-bottom and right columns may hold html
 * widgets"): the operator's HTML, sanitised by DOMPurify, which loads only once the widget comes near
 * the viewport. A widget the server does not have (or has switched off) shows nothing.
 */
export function HtmlWidgetSlot({ id }: { id: number }) {
  const { data, error } = useQuery(htmlWidgetQueryOptions(id));
  if (error instanceof HttpError && error.status === 404 && !reportedMissing.has(id)) {
    reportedMissing.add(id);
    console.warn(`Page layout names html_widget ${id}, which does not exist or is inactive: not shown.`);
  }
  if (error || data?.content === '') return null;
  return <SafeHtml className={styles.widget} html={data?.content ?? ''} whenNearViewport />;
}
