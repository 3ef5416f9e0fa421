import type { BalanceResponse } from '@sb/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/settings.ts';
import type { Session } from '../../lib/session/session-store.ts';
import { useMyBetsItemStore } from '../../lib/shell/my-bets-item.ts';
import { BALANCE_KEY } from '../../lib/money/get-balance.ts';
import { betCountQuery } from './api/my-bets-api.ts';

/**
 * The open-bet count on the My Bets items (footer, desktop bar, header): GET .../betcount polled at
 * betcount_polling_interval while the tab is focused (§7), handed to the items through the My Bets
 * item store. A failed call changes nothing (§8: ignored); the last count stays.
 */
export function useBetCount(session: Session): void {
  const { t } = useTranslation('my-bets');
  const settings = useSettings();
  const queryClient = useQueryClient();
  const { data } = useQuery(betCountQuery(session.id, settings?.betcount_polling_interval ?? 30_000));
  const count = data?.count ?? 0;
  const label = t('badge', { count });
  useEffect(() => {
    useMyBetsItemStore.setState({ count: count > 0 ? { count, label } : undefined });
  }, [count, label]);
  useEffect(() => () => useMyBetsItemStore.setState({ count: undefined }), []);
  // §7: the bet count "updates stored balance and count": the pill shows the balance it carries.
  useEffect(() => {
    if (!data) return;
    queryClient.setQueryData<BalanceResponse>([...BALANCE_KEY, session.id], (old) =>
      old && old.totalBalance !== data.balance ? { ...old, totalBalance: data.balance } : old,
    );
  }, [data, session.id, queryClient]);
}
