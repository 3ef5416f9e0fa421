import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useLoggedInSession } from '../../auth/session-store.ts';
import { useShellStore } from '../../navigation/shell-store.ts';
import styles from './open-bets-page.module.css';
import { SkeletonList } from '../../../ui/skeleton.tsx';

// The lists load after the page: their modules stay out of the first-load router's preload table.
const MyBetsTabs = lazy(() => import('./bets-list.tsx').then((m) => ({ default: m.MyBetsTabs })));

/** /open_bets (SPEC.md §2 "My bets page"): the bets with their tabs; a visitor is asked to log in. */
export function OpenBetsPage() {
  const { t } = useTranslation('my-bets');
  const session = useLoggedInSession();
  const openOverlay = useShellStore((s) => s.open);
  usePageTitle(t('title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      {session ? (
        <Suspense fallback={<SkeletonList rows={3} height={120} label={t('loading')} />}>
          <MyBetsTabs session={session} />
        </Suspense>
      ) : (
        <EmptyState title={t('loginToSee')} icon="lock">
          <Button variant="primary" aria-haspopup="dialog" onClick={() => openOverlay('login')}>
            {t('login')}
          </Button>
        </EmptyState>
      )}
    </div>
  );
}
