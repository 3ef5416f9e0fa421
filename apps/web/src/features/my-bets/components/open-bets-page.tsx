import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { myBetsDispatch } from '../my-bets-store.ts';

// The lists load after the page: their modules stay out of the first-load router's preload table.
const MyBetsTabs = lazy(() => import('./bets-list.tsx').then((m) => ({ default: m.MyBetsTabs })));

const PAGE = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 'var(--sb-space-4)',
  maxWidth: 'var(--sb-content-max)',
  padding: 'var(--sb-space-4)',
} as const;
const TITLE = { fontSize: 'var(--sb-font-size-xl)', fontWeight: 700, overflowWrap: 'anywhere' } as const;

/**
 * /open_bets (SPEC.md §2 "My bets page"): the bets with their tabs; a visitor is asked to log in.
 * `?tab=jackpot` opens it on the jackpot entries (the jackpot slip's receipt links there).
 */
export function OpenBetsPage() {
  const { t } = useTranslation('my-bets');
  const session = useLoggedInSession();
  const openOverlay = useShellStore((s) => s.open);
  const [search] = useSearchParams();
  const askedTab = search.get('tab');
  useEffect(() => {
    if (askedTab === 'jackpot' || askedTab === 'settled' || askedTab === 'open')
      myBetsDispatch({ type: 'select-tab', tab: askedTab });
  }, [askedTab]);
  usePageTitle(t('title'));
  return (
    // Inline, not a CSS module: a module's stylesheet would add its name to every first-load preload table.
    <div style={PAGE}>
      <h1 style={TITLE}>{t('title')}</h1>
      {session ? (
        <Suspense fallback={<SkeletonList rows={3} height={120} label={t('loading')} />}>
          <MyBetsTabs session={session} headingLevel={2} />
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
