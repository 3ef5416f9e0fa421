import { create } from 'zustand';

/**
 * The open modal dialogs, oldest first. A modal `<dialog>` sits in the browser's top layer and makes
 * the rest of the page inert, so the toaster renders into the newest one: a toast raised by a dialog
 * (a refused login) must show above it and stay dismissable.
 */
interface TopLayerState {
  dialogs: HTMLDialogElement[];
  add: (dialog: HTMLDialogElement) => void;
  remove: (dialog: HTMLDialogElement) => void;
}

export const useTopLayerStore = create<TopLayerState>()((set) => ({
  dialogs: [],
  add: (dialog) => set((s) => ({ dialogs: [...s.dialogs.filter((d) => d !== dialog), dialog] })),
  remove: (dialog) => set((s) => ({ dialogs: s.dialogs.filter((d) => d !== dialog) })),
}));

/** The newest open modal dialog, or null. */
export function useTopDialog(): HTMLDialogElement | null {
  return useTopLayerStore((s) => s.dialogs.at(-1) ?? null);
}
