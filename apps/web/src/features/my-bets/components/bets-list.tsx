import type { MyBet } from '@sb/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettingsOrDefaults } from '../../../api/settings.ts';
import { paths } from '@sb/domain';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/page/tabs.tsx';
import type { Session } from '../../../lib/session/session-store.ts';
import { useMoney } from '../../../lib/money/use-money.ts';
import { openBetsQuery, settledBetsQuery } from '../api/my-bets-api.ts';
import { clearFinishedCashOuts, useCashOutStore } from '../cash-out.ts';
import { useMyBetsStore } from '../my-bets-store.ts';
import { BetCard } from './bet-card.tsx';
import { CashOutButton } from './cash-out-button.tsx';
import styles from './my-bets.module.css';

type Tab = 'open' | 'settled';

// The player's jackpot entries are the jackpot feature's (issue 44): its code loads with the tab.
const JackpotEntries = lazy(() =>
  import('../../jackpot/index.ts').then((m) => ({ default: m.JackpotEntries })),
);

/** The open tab's bets: the list as it stands, with a bet just cashed out kept in place with its result. */
function withCashedOut(bets: readonly MyBet[], byBet: ReturnType<typeof useCashOutStore.getState>['byBet']) {
  const shown = bets.map((bet) => {
    const state = byBet[bet.betId];
    return state?.phase === 'confirmed' ? state.bet : bet;
  });
  const gone = Object.values(byBet).flatMap((s) =>
    s.phase === 'confirmed' && !bets.some((b) => b.betId === s.bet.betId) ? [s.bet] : [],
  );
  return [...gone, ...shown];
}

function BetsPanel({ session, tab, headingLevel }: { session: Session; tab: Tab; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('my-bets');
  const locale = useLocale();
  const oddsType = useOddsType();
  const money = useMoney(session.currency);
  const pollMs = useSettingsOrDefaults().poll_changes_refresh_interval;
  const query = useQuery(
    tab === 'open' ? openBetsQuery(session.id, oddsType, pollMs) : settledBetsQuery(session.id, oddsType),
  );
  const byBet = useCashOutStore((s) => s.byBet);
  // Results read on closing are forgotten; a cash-out still confirming keeps running.
  useEffect(() => clearFinishedCashOuts, []);

  if (query.isPending) return <SkeletonList rows={3} height={120} label={t('loading')} />;
  if (query.isError)
    return <ErrorState compact message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  const bets = tab === 'open' ? withCashedOut(query.data.bets, byBet) : query.data.bets;
  if (bets.length === 0)
    return (
      <EmptyState title={t(tab === 'open' ? 'empty.open' : 'empty.settled')} icon="ticket">
        <p className={styles.hint}>{t(tab === 'open' ? 'empty.openHint' : 'empty.settledHint')}</p>
        {tab === 'open' && (
          <Link className={buttonClassName({ variant: 'primary' })} to={paths.sports.href(locale)}>
            {t('browse')}
          </Link>
        )}
      </EmptyState>
    );
  return (
    <ul className={styles.list}>
      {bets.map((bet) => (
        <li key={bet.betId}>
          <BetCard bet={bet} money={money} oddsType={oddsType} headingLevel={headingLevel}>
            {tab === 'open' && <CashOutButton bet={bet} money={money} />}
          </BetCard>
        </li>
      ))}
    </ul>
  );
}

/**
 * The bets with their tabs (open, settled; SPEC.md §2 "default tab open"; and the jackpot entries), as
 * the modal, the /open_bets page and /account/bets show them. The selected tab is the My Bets state's (§3).
 */
export function MyBetsTabs({
  session,
  headingLevel = 3,
}: {
  session: Session;
  /** The bets' titles' level: 2 on a page under its h1, 3 (default) in the dialog under its h2. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('my-bets');
  const tab = useMyBetsStore((s) => s.selectedTab);
  const dispatch = useMyBetsStore((s) => s.dispatch);
  return (
    <div className={styles.tabs}>
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { id: 'open', label: t('tabs.open') },
          { id: 'settled', label: t('tabs.settled') },
          { id: 'jackpot', label: t('tabs.jackpot') },
        ]}
        selected={tab}
        onSelect={(id) => dispatch({ type: 'select-tab', tab: id })}
      >
        {tab === 'jackpot' ? (
          <Suspense fallback={<SkeletonList rows={2} height={160} label={t('loading')} />}>
            <JackpotEntries session={session} headingLevel={headingLevel} />
          </Suspense>
        ) : (
          <BetsPanel key={tab} session={session} tab={tab} headingLevel={headingLevel} />
        )}
      </Tabs>
    </div>
  );
}
