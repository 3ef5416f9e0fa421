import { afterEach, describe, expect, it } from 'vitest';
import { readStored, removeStored, writeStored } from './browser-storage.ts';

const real = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

/** As a frame on another site with third-party storage blocked: touching the storage throws. */
function refuseSessionStorage() {
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}

afterEach(() => {
  if (real) Object.defineProperty(window, 'sessionStorage', real);
  sessionStorage.clear();
});

describe('web storage that never throws', () => {
  it('reads, writes and removes where the browser allows it', () => {
    writeStored('session', 'k', 'v');
    expect(readStored('session', 'k')).toBe('v');
    removeStored('session', 'k');
    expect(readStored('session', 'k')).toBeNull();
  });

  it('answers nothing stored, and stores nothing, where the browser refuses it', () => {
    refuseSessionStorage();
    expect(() => window.sessionStorage).toThrow();
    expect(() => writeStored('session', 'k', 'v')).not.toThrow();
    expect(readStored('session', 'k')).toBeNull();
    expect(() => removeStored('session', 'k')).not.toThrow();
  });
});
