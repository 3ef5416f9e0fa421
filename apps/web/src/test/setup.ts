/**
 * Shared setup for jsdom component tests: the browser APIs jsdom lacks (matchMedia, ResizeObserver,
 * <dialog>.showModal), English translations loaded synchronously, and a clean DOM and storage after
 * every test.
 */
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18next } from '../i18n/i18n.ts';
import { initTestI18n } from './i18n.ts';
import { installMatchMedia, setViewportWidth } from './viewport.ts';
import { resetStores } from './zustand-stores.ts';

vi.mock('zustand', () => import('./zustand-stores.ts'));

installMatchMedia();
initTestI18n();
// The first test of a file loads the lazy route modules cold; on a busy 2-core machine that can
// take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

/**
 * No test reaches a real feed: a socket that stays connecting. Live tests install their own fake
 * feed (features/live/test-feed.ts) and play the server.
 */
class InertWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}
globalThis.WebSocket = InertWebSocket as unknown as typeof WebSocket;

// jsdom has <dialog> but not its modal API; this mirrors what the tests rely on: open/close, and
// Escape firing `cancel` (the browser then closes the dialog unless the page prevents it).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialog = [...document.querySelectorAll('dialog')].reverse().find((d) => d.open);
    if (!dialog) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  });
}

afterEach(() => {
  cleanup();
  void i18next.changeLanguage('en');
  act(resetStores);
  localStorage.clear();
  vi.unstubAllGlobals();
  setViewportWidth(390);
  document.documentElement.removeAttribute('data-theme');
});
