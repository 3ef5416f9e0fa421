import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button.tsx';
import { Icon } from '../icon.tsx';
import { cx } from '../cx.ts';
import { useToastStore, type Toast } from '../toast-store.ts';
import { focusFallback, tryFocus } from './focus-return.ts';
import { useTopDialog } from './top-layer.ts';
import styles from './toaster.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const dismiss = useToastStore((s) => s.dismiss);
  // Paused while the pointer or focus is on it, so a slow reader keeps it (WCAG 2.2.1 Timing Adjustable).
  const [paused, setPaused] = useState(false);
  // Where the focus was before it came to the toast: Dismiss gives it back there (not to the body).
  const cameFrom = useRef<Element | null>(null);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.durationMs, dismiss]);

  return (
    <li
      className={cx(
        styles.toast,
        toast.kind === 'error' && styles.error,
        toast.kind === 'success' && styles.success,
      )}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={(event) => {
        setPaused(true);
        const from = event.relatedTarget;
        if (from && !event.currentTarget.parentElement?.contains(from)) cameFrom.current = from;
      }}
      onBlur={() => setPaused(false)}
    >
      <Icon name={toast.kind === 'error' ? 'info' : 'shield'} className={styles.icon} />
      {/* An error interrupts (alert); anything else waits for a pause in speech (status). */}
      <p className={styles.message} role={toast.kind === 'error' ? 'alert' : 'status'}>
        {toast.message}
      </p>
      <IconButton
        icon="close"
        size="sm"
        label={t('actions.dismiss')}
        onClick={() => {
          if (!tryFocus(cameFrom.current)) focusFallback();
          dismiss(toast.id);
        }}
      />
    </li>
  );
}

/**
 * Where toasts appear: stacked top right on desktop, across the top on phones, newest last. Mounted
 * once in the shell; while a modal dialog is open it renders inside it (see top-layer.ts).
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((s) => s.toasts);
  const host = useTopDialog();
  if (toasts.length === 0) return null;
  const list = (
    <ol className={styles.region} aria-label={t('notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
  return host ? createPortal(list, host) : list;
}
