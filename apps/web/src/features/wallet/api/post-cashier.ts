import { accountPaths } from '@sb/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import type { Session } from '../../../lib/session/session-store.ts';
import type { CashierTab } from '../cashier-store.ts';
import { BALANCE_KEY } from '../../../lib/money/get-balance.ts';
import { WALLET_KEY } from './get-wallet.ts';

/** Every transactions page starts with this key: a cashier move adds a row to the first one. */
export const TRANSACTIONS_KEY = ['transactions'] as const;

/**
 * POST .../cashier/deposits or .../withdrawals (the demo cashier, docs/ACCOUNTS.md). The answer's
 * balance shows at once; balance, wallet and transactions are then refetched from the server.
 * A fresh idempotency key per attempt: a retried request is charged once.
 */
export function useCashierMove(session: Session) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tab, amount }: { tab: CashierTab; amount: number }) =>
      request((tab === 'deposit' ? accountPaths.deposits : accountPaths.withdrawals)(session.id), {
        method: 'POST',
        body: { amount },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        schema: 'CashierResponse',
        withAuth: true,
      }),
    onSuccess: async (response) => {
      queryClient.setQueryData([...BALANCE_KEY, session.id], response.balance);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY }),
      ]);
    },
  });
}
