import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import type { Session } from '../../../lib/session/session-store.ts';

// The lists load after the page: their modules stay out of the first-load router's preload table.
const MyBetsTabs = lazy(() =>
  import('../../my-bets/components/bets-list.tsx').then((m) => ({ default: m.MyBetsTabs })),
);

/** /account/bets (SPEC.md §2): the player's open and settled bets, as My Bets shows them. */
export function BetsPage({ session }: { session: Session }) {
  const { t } = useTranslation('my-bets');
  return (
    <Suspense fallback={<SkeletonList rows={3} height={120} label={t('loading')} />}>
      <MyBetsTabs session={session} />
    </Suspense>
  );
}
