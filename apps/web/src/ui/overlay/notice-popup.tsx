import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button.tsx';
import { focusFallback, tryFocus } from './focus-return.ts';
import { NOTICE_HOST_ID } from './notice-host.tsx';
import styles from './notice-popup.module.css';

export interface NoticePopupProps {
  /** Its heading and accessible name. */
  title: string;
  /** The close button, and Escape while the focus is inside. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A popup nobody asked for (the operator's news, a popup advert): a non-modal dialog docked at the
 * edge of the screen (under the header on a phone, bottom-left on a desktop, away from the slip),
 * which takes no focus and leaves the page usable (docs/decisions/operator-popups.md). The bettor
 * reaches it from the top of the page or not at all; closing it from inside gives the focus back
 * to where it came from.
 *
 * @example <NoticePopup title={popup.title} onClose={close}>...</NoticePopup>
 */
export function NoticePopup({ title, onClose, children }: NoticePopupProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // Where the focus was before it came into the popup: it goes back there when the popup closes.
  const cameFrom = useRef<Element | null>(null);
  const host = typeof document === 'undefined' ? null : document.getElementById(NOTICE_HOST_ID);
  const close = () => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    onClose();
    if (hadFocus && !tryFocus(cameFrom.current)) focusFallback();
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (!(from instanceof Node && element.contains(from)))
        cameFrom.current = from instanceof Element ? from : null;
    };
    // Escape closes it only while the focus is inside: elsewhere the key is the page's.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeRef.current();
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [host]);
  if (!host) return null;
  return createPortal(
    <section ref={ref} role="dialog" aria-modal="false" aria-labelledby={titleId} className={styles.notice}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <IconButton icon="close" label={t('actions.close')} onClick={close} />
      </div>
      <div className={styles.body}>{children}</div>
    </section>,
    host,
  );
}
