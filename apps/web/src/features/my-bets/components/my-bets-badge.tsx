import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings.ts';
import type { BalanceResponse } from '@sb/contract';
import { Badge } from '../../../ui/badge.tsx';
import { useLoggedInSession } from '../../auth/session-store.ts';
import { BALANCE_KEY } from '../../wallet/api/get-balance.ts';
import { betCountQuery } from '../api/my-bets-api.ts';

/**
 * The open-bet count on the My Bets items (footer, desktop bar, header): GET .../betcount polled at
 * betcount_polling_interval while the tab is focused (§7). Its own chunk, loaded once a player is
 * logged in. A failed call shows nothing new (§8: ignored); the last count stays.
 */
export default function MyBetsBadge({ className }: { className?: string | undefined }) {
  const { t } = useTranslation('my-bets');
  const session = useLoggedInSession();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...betCountQuery(session?.id ?? 0, settings?.betcount_polling_interval ?? 30_000),
    enabled: session !== null,
  });
  const data = query.data;
  // §7: the bet count "updates stored balance and count": the pill shows the balance it carries.
  useEffect(() => {
    if (!data || !session) return;
    queryClient.setQueryData<BalanceResponse>([...BALANCE_KEY, session.id], (old) =>
      old && old.totalBalance !== data.balance ? { ...old, totalBalance: data.balance } : old,
    );
  }, [data, session, queryClient]);
  if (!data || data.count === 0) return null;
  return <Badge className={className} count={data.count} label={t('badge', { count: data.count })} />;
}
