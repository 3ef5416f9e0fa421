/** Jackpot calls of SPEC.md §7 "Betslip and bets", and the two §7 does not show (docs/decisions/jackpot.md). */
export const jackpotPaths = {
  activeJackpots: '/xapi/rest/jackpotbetweb/active',
  placeJackpotBetslip: (accountId: number) => `/xapi/rest/accounts/${accountId}/jackpotbetslips`,
  jackpotRetailCodes: '/xapi/rest/jackpotbetslips/retailcodes',
  jackpotSelections: '/xapi/rest/jackpotbetslips/selections',
  /** §7 "Jackpot bets call (path not shown)": the picks' lines and total cost. */
  jackpotBets: '/xapi/rest/jackpotbets',
  /** Not in §7: a player's entries, open or settled. */
  playerJackpotBets: (accountId: number) => `/xapi/rest/accounts/${accountId}/jackpotbets`,
} as const;
