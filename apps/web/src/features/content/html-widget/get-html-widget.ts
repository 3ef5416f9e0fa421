import { contentPaths } from '@sb/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/** GET /api/html_widgets/{htmlWidgetId}?active (SPEC.md §7 Content): an active widget's HTML. */
export const htmlWidgetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['html-widget', id] as const,
    queryFn: ({ signal }) =>
      request(contentPaths.htmlWidget(id), { schema: 'HtmlWidget', signal, query: { active: 'true' } }),
    staleTime: CACHE.default,
  });
