import { useEffect } from 'react';

/** What a reader does to go on past a first screen: scroll, press, type or move the focus. */
const READER_MOVES = ['scroll', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `act` once, at the reader's first move on the page (issue 49: the rest of a server page's
 * answer "fetched as the reader scrolls"). Never while the page starts: a phone that only reads the
 * first screen never pays for the rest; a screen reader's cursor scrolls the page as it reads on, and
 * so asks for it too. `null`: nothing to fetch. `act` should be stable (a new one listens again).
 */
export function useFirstReaderMove(act: (() => void) | null): void {
  useEffect(() => {
    if (act === null) return undefined;
    const controller = new AbortController();
    const once = () => {
      controller.abort();
      act();
    };
    for (const move of READER_MOVES)
      window.addEventListener(move, once, { capture: true, passive: true, signal: controller.signal });
    return () => controller.abort();
  }, [act]);
}
