import { act } from 'react';
import { vi } from 'vitest';

/**
 * The browser's IntersectionObserver, driven by hand: a watched marker comes near the screen when the test
 * says so (`listEndComesNear`). Call `useHandObserver()` in a beforeEach; vi.unstubAllGlobals() ends it.
 */
let report: IntersectionObserverCallback | undefined;
class HandObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

export function useHandObserver(): void {
  report = undefined;
  vi.stubGlobal('IntersectionObserver', HandObserver);
}

/** The last watched marker comes near the screen; React renders what that reveals. */
export function listEndComesNear(): void {
  act(() => report?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
}
