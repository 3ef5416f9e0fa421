/** Wallet rules of SPEC.md §3 "Wallet" and §5 "Wallet empty". */

/** The wallet the sportsbook uses among a player's wallets (SPEC.md §3). */
export const SPORTSBOOK_WALLET = 'sportsbook';

/**
 * The player's sportsbook wallet, or undefined when the list has none. Names are compared without
 * regard to case, because back ends differ in how they spell it ('Sportsbook').
 */
export function sportsbookWallet<W extends { name: string }>(wallets: readonly W[]): W | undefined {
  return wallets.find((wallet) => wallet.name.toLowerCase() === SPORTSBOOK_WALLET);
}

/** A wallet is empty at a balance of 0 or less (SPEC.md §5); an unreadable balance (NaN) too. */
export function isWalletEmpty(balance: number): boolean {
  return !(balance > 0);
}
