import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../features/account/components/account-layout.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';

// The lists load after the page: their modules stay out of the first-load router's preload table.
const MyBetsTabs = lazy(() =>
  import('../features/my-bets/components/bets-list.tsx').then((m) => ({ default: m.MyBetsTabs })),
);

/** /account/bets (SPEC.md §2): the player's open and settled bets, as My Bets shows them. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tBets } = useTranslation('my-bets');
  return (
    <AccountLayout title={t('bets.title')}>
      {(session) => (
        <Suspense fallback={<SkeletonList rows={3} height={120} label={tBets('loading')} />}>
          <MyBetsTabs session={session} headingLevel={2} />
        </Suspense>
      )}
    </AccountLayout>
  );
}
