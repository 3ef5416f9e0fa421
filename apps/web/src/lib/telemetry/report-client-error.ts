import { contentPaths } from '@sb/contract';
import { request } from '../../api/http.ts';

/** One report per distinct message and page: a render loop must not flood the endpoint. */
const reported = new Set<string>();
const REPORTS_MAX = 20;

/**
 * Tells our error-reporting endpoint what an error boundary caught (SPEC.md §8 "the error boundary
 * renders nothing and reports to an error-reporting service"): the message, the stacks and the path,
 * never the player's data. Fire and forget: a report that fails is dropped.
 */
export function reportClientError(error: unknown, componentStack?: string | null): void {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'Unknown error';
  const path = window.location.pathname.slice(0, 300);
  const key = `${message}@${path}`;
  if (reported.has(key) || reported.size >= REPORTS_MAX) return;
  reported.add(key);
  const stack = error instanceof Error ? error.stack?.slice(0, 5000) : undefined;
  void request(contentPaths.clientErrors, {
    method: 'POST',
    schema: 'NoContent',
    body: {
      message,
      path,
      ...(stack ? { stack } : {}),
      ...(componentStack ? { component_stack: componentStack.slice(0, 5000) } : {}),
    },
  }).catch(() => undefined);
}
