import { Suspense, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';
import { IconButton } from '../icon-button.tsx';
import { cx } from '../cx.ts';
import { focusFallback, focusLost, tryFocus } from './focus-return.ts';
import { useTopLayerStore } from './top-layer.ts';

export type DialogVariant = 'center' | 'popup' | 'sheet' | 'drawer-start' | 'drawer-end';

const VARIANT_CLASS: Record<DialogVariant, string | undefined> = {
  center: undefined,
  popup: styles.popup,
  sheet: styles.sheet,
  'drawer-start': styles.drawerStart,
  'drawer-end': styles.drawerEnd,
};

export interface DialogProps {
  open: boolean;
  /** Called for the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** Heading of the dialog and its accessible name. */
  title: string;
  variant?: DialogVariant;
  /** Remove the body padding (for menus that run edge to edge). */
  flush?: boolean;
  /** A question that interrupts (a confirmation): role alertdialog, described by its message. */
  alert?: { messageId: string };
  /** What takes the focus when it opens; else the browser's choice (its first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page inert
 * (so focus stays inside) and Escape closes it. On closing (close button, Escape, backdrop, or the
 * caller unmounting it) the focus goes back to the element that had it when it opened; the browser
 * does that only sometimes (never when the open dialog is removed from the page). If that element
 * is gone: the newest dialog still open, else the page (its heading when the dialog closed on a
 * navigation). Focus a script or the player moved elsewhere meanwhile stays where it is.
 * The content is mounted only while open, in a Suspense boundary of its own: content that waits
 * (a lazily loaded part, a namespace of texts) never hides the header with the close button,
 * which would drop the focus to the body.
 *
 * @example <Dialog open={open} onClose={() => setOpen(false)} title={t('settings.title')}>...</Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  variant = 'center',
  flush = false,
  alert,
  initialFocus,
  children,
}: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose without re-subscribing the listeners on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const openedAt = window.location.pathname;
    if (!dialog.open) dialog.showModal();
    // After showModal, which moves the focus itself.
    initialFocus?.current?.focus();
    // Announce it as the newest top-layer element (the toaster renders into it).
    const { add, remove } = useTopLayerStore.getState();
    add(dialog);
    // Runs when `open` turns false and when the dialog is unmounted (then already out of the page,
    // the focus on the body).
    return () => {
      remove(dialog);
      const lost = focusLost(dialog);
      if (dialog.open) dialog.close();
      if (!lost) return;
      const navigated = window.location.pathname !== openedAt;
      if (navigated || !tryFocus(opener)) focusFallback({ navigated });
    };
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires `cancel`: the open state lives with the caller, so ask it to close.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A click whose target is the <dialog> itself landed on the backdrop (content fills the box).
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  const className = cx(styles.dialog, VARIANT_CLASS[variant]);
  return (
    <dialog
      ref={ref}
      className={className}
      role={alert && 'alertdialog'}
      aria-labelledby={titleId}
      aria-describedby={alert?.messageId}
    >
      {open && (
        <>
          <div className={styles.header}>
            {/* Focusable from a script (tabindex -1): where the focus lands when what had it goes. */}
            <h2 id={titleId} className={styles.title} tabIndex={-1}>
              {title}
            </h2>
            <IconButton icon="close" label={t('actions.close')} onClick={onClose} />
          </div>
          <div className={cx(styles.body, flush && styles.flush)}>
            <Suspense fallback={null}>{children}</Suspense>
          </div>
        </>
      )}
    </dialog>
  );
}
