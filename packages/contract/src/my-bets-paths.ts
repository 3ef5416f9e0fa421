/** My Bets calls of SPEC.md §7 "Bets history", and the cash-out call §7 does not show. */
export const myBetsPaths = {
  dailySettledBets: '/xapi/rest/acchistory/dailySettledBets',
  openBets: (accountId: number) => `/xapi/bet/account/${accountId}/openbets`,
  openBet: (accountId: number, betId: string) =>
    `/xapi/bet/account/${accountId}/openbet/${encodeURIComponent(betId)}`,
  betCount: (accountId: number) => `/xapi/bet/account/${accountId}/betcount`,
  /** Not shown in §7 (docs/decisions/my-bets-server.md): POST, body CashOutRequest. */
  cashOut: (accountId: number, betId: string) =>
    `/xapi/bet/account/${accountId}/openbet/${encodeURIComponent(betId)}/cashout`,
} as const;
