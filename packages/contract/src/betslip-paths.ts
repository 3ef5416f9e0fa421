/** Betslip calls of SPEC.md §7 "Betslip and bets". */
export const betslipPaths = {
  // Betslip (§7 "Betslip and bets"). §7 does not show the pricing path: PUT re-prices the slip,
  // POST with outcome ids adds them (docs/decisions/betslip-domain.md).
  betslipPricing: '/xapi/rest/betslips/pricing',
  placeBetslip: (accountId: number) => `/xapi/rest/accounts/${accountId}/betslips`,
  betslipStatus: (betSlipId: string) => `/xapi/rest/betslips/${encodeURIComponent(betSlipId)}/status`,
  /** The trader's queue and answers (DEMO_CONTROLS only, like the other operator controls). */
  demoReferrals: '/api/demo/referrals',
  demoReferral: (betSlipId: string) => `/api/demo/referrals/${encodeURIComponent(betSlipId)}`,
  betslipSelections: '/xapi/rest/betslips/selections',
  betslipRetailCodes: '/xapi/rest/betslips/retailcodes',
  /** GET: a booking code's slip read back (not in §7: a shop's till, and "load a code" in the slip). */
  betslipRetailCode: (code: string) => `/xapi/rest/betslips/retailcodes/${encodeURIComponent(code)}`,
  epwConfig: '/xapi/rest/promotions/epw',
  /** GET: the player's free-bet tokens (§7 shows no path: docs/decisions/money-integrity.md). */
  freeBets: (accountId: number) => `/xapi/rest/accounts/${accountId}/freebets`,
} as const;
