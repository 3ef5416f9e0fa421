import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import styles from './state.module.css';
import { cx } from './cx.ts';

export interface ErrorStateProps {
  /** What failed, in the visitor's words; a generic message when omitted. */
  message?: string;
  /** Shows a Retry button when given (e.g. a query's `refetch`). */
  onRetry?: () => void;
  compact?: boolean;
}

/**
 * A failed load: message plus Retry. Announced politely (role alert would interrupt too much for a
 * side panel).
 *
 * @example <ErrorState onRetry={() => void query.refetch()} />
 */
export function ErrorState({ message, onRetry, compact = false }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={cx(styles.state, compact && styles.compact)} role="status">
      {!compact && <Icon name="info" size={28} className={styles.icon} />}
      <p className={styles.title}>{message ?? t('status.loadFailed')}</p>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
