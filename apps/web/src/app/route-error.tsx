import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/error-state.tsx';

/**
 * A page that failed to load or render (typically a route chunk missing after a deploy): the shell
 * stays, the page area offers Retry, which reloads.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  return <ErrorState message={t('status.pageFailed')} onRetry={() => window.location.reload()} />;
}
