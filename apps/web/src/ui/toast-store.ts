import { DEFAULT_TOAST_MS } from '@sb/domain';
import { create } from 'zustand';

/**
 * Client state of the toasts (SPEC.md §9: default 5 s, top right). Not persisted: a toast belongs to
 * the moment it was shown. Any feature shows one with `showToast`, outside React too (the auth
 * runtime reports a failed login from a mutation callback).
 */
export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated text. */
  message: string;
  /** How long it stays before it dismisses itself. */
  durationMs: number;
}

interface ToastState {
  toasts: Toast[];
  show: (toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: ({ durationMs = DEFAULT_TOAST_MS, ...toast }) => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, durationMs, ...toast }] }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast; returns its id. @example showToast({ kind: 'error', message: t('login-error-401') }) */
export function showToast(toast: Parameters<ToastState['show']>[0]): number {
  return useToastStore.getState().show(toast);
}
