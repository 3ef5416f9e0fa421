import { useEffect } from 'react';
import { create } from 'zustand';
import { useTopLayerStore } from '../../ui/overlay/top-layer.ts';

/**
 * The operator's popups (news, popup adverts) never interrupt a bettor (issue 42;
 * docs/decisions/operator-popups.md): one shows at a time, and only at a quiet moment, when no
 * dialog is open, no field that takes typing has the focus and nothing has been pressed, typed or
 * scrolled for QUIET_AFTER_MS. Typing a username through the moment keeps every character, and a
 * stake being typed keeps its field.
 */

/** How long the page must have been left alone before a popup may show. */
export const QUIET_AFTER_MS = 2000;
/** How often a waiting popup looks again while the bettor is busy. */
const LOOK_AGAIN_MS = 500;
/** What the bettor does: each starts the quiet spell again. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'scroll', 'input', 'focusin'] as const;
/** Inputs that take no typing. */
const UNTYPED_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** The element takes typed text: a text field, a select, a text area or an editable region. */
export function takesTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !UNTYPED_INPUTS.has(element.type);
}

/** Nothing open or focused that a popup would interrupt (the time since the last key is the caller's). */
export function nothingInProgress(): boolean {
  return useTopLayerStore.getState().dialogs.length === 0 && !takesTyping(document.activeElement);
}

interface OperatorPopupsState {
  /** The popup on screen (its key), or null. */
  showing: string | null;
  /** What the polite region says of it ('New message: …'), set with the turn. */
  announcement: string;
}

export const useOperatorPopupsStore = create<OperatorPopupsState>()(() => ({
  showing: null,
  announcement: '',
}));

/**
 * Whether the popup `key` may show now. While it is `wanted` and no other popup shows, it waits for
 * a quiet moment, then takes the turn and has `announcement` said; it keeps the turn until it is no
 * longer wanted (closed) or unmounts, and the next popup then waits for a quiet moment of its own.
 */
export function useOperatorPopupTurn(key: string, wanted: boolean, announcement: string): boolean {
  const showing = useOperatorPopupsStore((s) => s.showing);

  useEffect(() => {
    if (!wanted || showing !== null) return undefined;
    let lastActivity = Date.now();
    const active = () => {
      lastActivity = Date.now();
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, active, { capture: true, passive: true });
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      const quietFor = Date.now() - lastActivity;
      if (quietFor >= QUIET_AFTER_MS && nothingInProgress()) {
        useOperatorPopupsStore.setState({ showing: key, announcement });
        return;
      }
      timer = setTimeout(look, Math.max(QUIET_AFTER_MS - quietFor, LOOK_AGAIN_MS));
    };
    timer = setTimeout(look, QUIET_AFTER_MS);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, active, { capture: true });
    };
  }, [key, wanted, showing, announcement]);

  const mine = showing === key;
  useEffect(() => {
    if (!mine) return undefined;
    const release = () => {
      if (useOperatorPopupsStore.getState().showing === key)
        useOperatorPopupsStore.setState({ showing: null, announcement: '' });
    };
    if (!wanted) release();
    return release;
  }, [mine, wanted, key]);

  return mine && wanted;
}
