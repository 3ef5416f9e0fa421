import { contentPaths } from '@sb/contract';
import { buildUrl } from '../../api/http.ts';

/** §9 "metrics timeout 3000 ms": a measurement that cannot be sent by then is dropped. */
export const METRICS_TIMEOUT_MS = 3000;
const APP = 'sportsbook-web';

/** One measurement: GET /api/metrics with app and the metric (SPEC.md §7 Content). */
export function sendMetric(name: string, value: number): void {
  const url = buildUrl(contentPaths.metrics, {
    app: APP,
    name,
    value: Math.round(value * 1000) / 1000,
    path: window.location.pathname.slice(0, 300),
  });
  // keepalive: the page may be going away (pagehide) while it is sent.
  void fetch(url, { keepalive: true, signal: AbortSignal.timeout(METRICS_TIMEOUT_MS) }).catch(
    () => undefined,
  );
}

/**
 * The page's loading figures, sent once when the visitor leaves or hides it: time to first byte,
 * largest contentful paint and cumulative layout shift, as the browser measured them (buffered
 * entries, so starting after the page settled loses nothing). Browsers without these entry types
 * send what they have.
 */
export function startPageMetrics(): () => void {
  const observers: PerformanceObserver[] = [];
  let lcp: number | undefined;
  let cls = 0;
  const observe = (type: string, onEntries: (entries: PerformanceEntryList) => void) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes(type)
    )
      return;
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
    observer.observe({ type, buffered: true });
    observers.push(observer);
  };
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) lcp = last.startTime;
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) cls += entry.value;
  });
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    if (navigation) sendMetric('ttfb', navigation.responseStart);
    if (lcp !== undefined) sendMetric('lcp', lcp);
    sendMetric('cls', cls);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') send();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', send);
  return () => {
    for (const observer of observers) observer.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', send);
  };
}
