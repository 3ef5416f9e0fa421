/**
 * zustand for the component tests (setup.ts mocks 'zustand' with this module, as zustand's testing
 * guide does): every store the app creates is remembered with its first state, and `resetStores`
 * puts each back after a test. The test files of a worker share their modules (vite.config.ts,
 * `isolate: false`), so a store is made once and would otherwise carry one file's state into the next.
 */
import type * as Zustand from 'zustand';
import { vi } from 'vitest';

const actual = await vi.importActual<typeof Zustand>('zustand');
const resets = new Set<() => void>();

function createRemembered<T>(initializer: Zustand.StateCreator<T, [], []>) {
  const store = actual.create(initializer);
  const initial = store.getInitialState();
  resets.add(() => store.setState(initial, true));
  return store;
}

export const create = (<T>(initializer?: Zustand.StateCreator<T, [], []>) =>
  initializer ? createRemembered(initializer) : createRemembered) as typeof actual.create;
export const { createStore, useStore } = actual;

/** Every store back to the state it was made with. */
export function resetStores(): void {
  for (const reset of resets) reset();
}
