import type { BalanceResponse, Transaction, Wallet } from '@sb/contract';
import { setAuthHooks } from '../api/http.ts';
import { useSessionStore } from '../lib/session/session-store.ts';

/**
 * Authenticated calls carry the stored session's token, as the auth runtime arranges at bootstrap
 * (which component tests skip). Returns the undo for afterEach.
 */
export function useStoredToken(): () => void {
  setAuthHooks({
    token: () => useSessionStore.getState().session?.jwe_token,
    onUnauthorized: () => undefined,
  });
  return () => setAuthHooks({ token: () => undefined, onUnauthorized: () => undefined });
}

/** Bodies of the wallet calls in contract shape, for the fake back end of component tests. */
export function balanceBody(total: number, overrides: Partial<BalanceResponse> = {}): BalanceResponse {
  return { currency: 'EUR', totalBalance: total, realBalance: total - 25, bonusBalance: 25, ...overrides };
}

export function walletBody(overrides: Partial<Wallet> = {}): { wallets: Wallet[] } {
  return {
    wallets: [
      {
        name: 'sportsbook',
        currency: 'EUR',
        balance: 525,
        promoCash: 5,
        totalLeftToWager: 40,
        withdrawableAmount: 500,
        ...overrides,
      },
    ],
  };
}

export function transactionRow(id: number, amount: number, balanceAfter: number): Transaction {
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 10, 1, 12, 0) - id * 86_400_000).toISOString(),
    kind: amount >= 0 ? 'DEPOSIT' : 'WITHDRAWAL',
    amount,
    balanceAfter,
    description: amount >= 0 ? 'Deposit' : 'Withdrawal',
  };
}
