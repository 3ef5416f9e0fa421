/** The wallet feature's public entry (eslint.config.js: features meet only here). */
export { useSportsbookWallet } from './api/get-wallet.ts';
export { TRANSACTIONS_KEY } from './api/post-cashier.ts';
export { useCashierStore } from './cashier-store.ts';
export { BalancePill } from './components/balance-pill.tsx';
