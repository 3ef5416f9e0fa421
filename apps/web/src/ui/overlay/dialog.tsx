import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';
import { IconButton } from '../icon-button.tsx';
import { cx } from '../cx.ts';
import { useTopLayerStore } from './top-layer.ts';

export type DialogVariant = 'center' | 'sheet' | 'drawer-start' | 'drawer-end';

const VARIANT_CLASS: Record<DialogVariant, string | undefined> = {
  center: undefined,
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
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page inert
 * (so focus stays inside), Escape closes it, and the browser returns focus to the opener.
 * The content is mounted only while open.
 *
 * @example <Dialog open={open} onClose={() => setOpen(false)} title={t('settings.title')}>...</Dialog>
 */
export function Dialog({ open, onClose, title, variant = 'center', flush = false, children }: DialogProps) {
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
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    // Announce it as the newest top-layer element (the toaster renders into it).
    const { add, remove } = useTopLayerStore.getState();
    add(dialog);
    return () => remove(dialog);
  }, [open]);

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
    <dialog ref={ref} className={className} aria-labelledby={titleId}>
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton icon="close" label={t('actions.close')} onClick={onClose} />
          </div>
          <div className={cx(styles.body, flush && styles.flush)}>{children}</div>
        </>
      )}
    </dialog>
  );
}
