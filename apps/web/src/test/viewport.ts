/**
 * A matchMedia for jsdom that answers min-width / max-width / prefers-color-scheme queries from a
 * viewport width and colour scheme the test sets, and notifies listeners when they change.
 */
let width = 390;
let dark = false;
const lists = new Set<{
  query: string;
  list: MediaQueryList;
  listeners: Set<(e: MediaQueryListEvent) => void>;
}>();

function evaluate(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const min = /min-width:\s*(\d+)px/.exec(part);
    if (min) return width >= Number(min[1]);
    const max = /max-width:\s*(\d+)px/.exec(part);
    if (max) return width <= Number(max[1]);
    const scheme = /prefers-color-scheme:\s*(dark|light)/.exec(part);
    if (scheme) return (scheme[1] === 'dark') === dark;
    return false;
  });
}

function notify(): void {
  for (const entry of lists) {
    const event = { matches: evaluate(entry.query), media: entry.query } as MediaQueryListEvent;
    for (const listener of entry.listeners) listener(event);
  }
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(e: MediaQueryListEvent) => void>();
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (e: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (e: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (e: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (e: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.add({ query, list, listeners });
    return list;
  };
}

/** 390 is a phone, 1024-1365 a two-column desktop, 1366 and up three columns. */
export function setViewportWidth(next: number): void {
  width = next;
  notify();
}

export function setPrefersDark(next: boolean): void {
  dark = next;
  notify();
}
