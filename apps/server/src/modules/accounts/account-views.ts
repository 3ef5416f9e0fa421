import { ledgerToMajor, ledgerUnits, type LedgerUnits } from '@sb/domain';
import type {
  AccountInfo,
  AccountPrefs,
  BalanceResponse,
  LoginResponse,
  PlayerDetails,
  SessionData,
  Transaction,
  Wallet,
} from '@sb/contract';
import type { PlayerRow, PrefsRow, SessionRow } from './accounts-repository.ts';
import { termsAccepted } from './demo-players.ts';
import type { SecondFactor } from './tokens.ts';
import { totalOf, type Balances, type LedgerRow } from './wallet-repository.ts';

/** SPEC.md §3 "Account preferences (server)" of a player who never saved any. */
export const DEFAULT_PREFS: Omit<PrefsRow, 'playerId'> = {
  priceFormat: 'euro',
  layout: 'euro',
  defaultStake: 0,
  sortBy: 'competition',
  acceptHigherOdds: false,
  theme: null,
};

export function sessionData(player: PlayerRow, token: string): SessionData {
  return {
    id: player.id,
    jwe_token: token,
    username: player.username,
    currency: player.currency,
    locale: player.locale,
  };
}

/** §4 "Login": otp true asks for a one-time code, null for the security answer, false for nothing. */
export function loginResponse(
  player: PlayerRow,
  session: SessionRow,
  issued: { token: string; expiresAt: Date },
  pendingFactor: SecondFactor | undefined,
  now: Date,
): LoginResponse {
  return {
    status: 'SUCCESS',
    otp: pendingFactor === 'otp' ? true : pendingFactor === 'security_question' ? null : false,
    session: sessionData(player, issued.token),
    expirationTimeInSeconds: secondsUntil(issued.expiresAt, now),
    termsAccepted: termsAccepted(player),
    lastLoginDate: session.previousLoginAt?.toISOString() ?? null,
  };
}

export const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.round((at.getTime() - now.getTime()) / 1000));

export function accountInfo(player: PlayerRow, session: SessionRow, hasDeposited: boolean): AccountInfo {
  return {
    accountId: player.id,
    username: player.username,
    currency: player.currency,
    locale: player.locale,
    email: player.email,
    firstName: player.firstName,
    lastName: player.lastName,
    lastLoginDate: session.previousLoginAt?.toISOString() ?? null,
    sessionStartedAt: session.createdAt.toISOString(),
    hasDeposited,
    ...realMoneyBonusesOf(player),
  };
}

/** The real-money bonuses choice as §7's PUT names it (not chosen: false, false). */
export function realMoneyBonusesOf(player: PlayerRow) {
  return {
    wasSetRealMoneyBonuses: player.realMoneyBonuses !== null,
    realMoneyBonuses: player.realMoneyBonuses ?? false,
  };
}

export function accountPrefs(prefs: Omit<PrefsRow, 'playerId'>): AccountPrefs {
  return {
    price_format: prefs.priceFormat,
    layout: prefs.layout,
    default_stake: prefs.defaultStake,
    sort_by: prefs.sortBy,
    accept_higher_odds: prefs.acceptHigherOdds,
    ...(prefs.theme ? { theme: prefs.theme } : {}),
  };
}

export function playerDetails(player: PlayerRow, prefs: Omit<PrefsRow, 'playerId'>): PlayerDetails {
  return {
    alsId: player.id,
    username: player.username,
    firstName: player.firstName,
    lastName: player.lastName,
    email: player.email,
    // One source of truth with the account preferences: the player update writes them too.
    priceFormat: prefs.priceFormat.toUpperCase(),
    holdWithdraw: player.holdWithdraw,
    vipLevel: player.vipLevel,
    accountNumber: `SB${String(player.id).padStart(8, '0')}`,
    defaultStake: prefs.defaultStake,
    registerDate: player.registeredAt.toISOString(),
    locale: player.locale,
    currency: player.currency,
    countryCode: player.countryCode,
    isRememberStake: prefs.defaultStake > 0,
    excludedFromPromotions: player.excludedFromPromotions,
    selfExcluded: false,
    accountStatus: player.status,
    isPartnerMatrixAffiliate: player.partnerMatrixAffiliate,
    riskGroup: player.riskGroup,
    thirdPartyAccounts: player.thirdPartyAccounts,
    // The demo's streams carry no full-screen restriction (docs/decisions/streaming.md).
    enableStreamFullScreen: true,
  };
}

export function balanceResponse(player: PlayerRow, balances: Balances): BalanceResponse {
  return {
    currency: player.currency,
    totalBalance: ledgerToMajor(totalOf(balances), player.currency),
    bonusBalance: ledgerToMajor(balances.bonus, player.currency),
    realBalance: ledgerToMajor(balances.real, player.currency),
  };
}

/** Real money is withdrawable unless the operator holds withdrawals; bonus money never is. */
export const withdrawableUnits = (player: PlayerRow, balances: Balances): LedgerUnits =>
  player.holdWithdraw || balances.real < 0n ? ledgerUnits(0) : balances.real;

/** `leftToWager`: ledger units of the promo cash's wagering requirement still to go. */
export function sportsbookWallet(player: PlayerRow, balances: Balances, leftToWager: LedgerUnits): Wallet {
  return {
    name: 'sportsbook',
    currency: player.currency,
    balance: ledgerToMajor(totalOf(balances), player.currency),
    promoCash: ledgerToMajor(balances.bonus, player.currency),
    totalLeftToWager: ledgerToMajor(leftToWager, player.currency),
    withdrawableAmount: ledgerToMajor(withdrawableUnits(player, balances), player.currency),
  };
}

export function transaction(row: LedgerRow, currency: string): Transaction {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    amount: ledgerToMajor(row.amountUnits, currency),
    balanceAfter: ledgerToMajor(row.balanceAfterUnits, currency),
    description: row.description,
  };
}
