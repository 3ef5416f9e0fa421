/**
 * Web storage that never throws. A browser may refuse it: a host page's frame on another site with
 * third-party storage blocked (Safari, Chromium's incognito) throws a SecurityError on the mere
 * read of `window.sessionStorage`. The page then works without memory across loads instead of
 * breaking; zustand's persisted stores already degrade the same way (createJSONStorage).
 */
type Kind = 'local' | 'session';

function storage(kind: Kind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: Kind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes, or does nothing where storage is refused or full: what is stored is a convenience. */
export function writeStored(kind: Kind, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Refused or full: the page carries on without remembering.
  }
}

export function removeStored(kind: Kind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // As above.
  }
}
