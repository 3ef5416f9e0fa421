import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '../ui/error-state.tsx';

/**
 * A page that failed to load or render (typically a route chunk missing after a deploy): the shell
 * stays, the page area offers Retry, which reloads. The error goes to the console for reporting.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  console.error(useRouteError());
  return <ErrorState message={t('status.pageFailed')} onRetry={() => window.location.reload()} />;
}
