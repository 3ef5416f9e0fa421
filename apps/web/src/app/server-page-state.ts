import type { DehydratedState } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import type { RenderEnv } from '../hooks/render-env.ts';

/**
 * What the server hands the browser with a rendered page, in a non-executable JSON script (the
 * content security policy allows no inline script but the page's starter): the first screen's query
 * answers, the texts it was rendered with and the assumptions it made (hooks/render-env.ts).
 */
export interface ServerPageState {
  queries: DehydratedState;
  i18n: Resource;
  env: RenderEnv;
}

export const SERVER_STATE_ID = 'sb-server-state';

/** JSON safe inside <script>: no `</script>`, no HTML comment, no line separators that end a JS string. */
export function serializeState(state: ServerPageState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The state of a server-rendered page, or undefined when the browser renders alone. */
export function readServerState(): ServerPageState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerPageState;
  } catch {
    return undefined;
  }
}
