/**
 * The bet rejection codes of SPEC.md §8 this server produces, each from a real condition
 * (docs/decisions/betslip-server.md lists which).
 */
export const RES = {
  priceChanged: 'RES-00152',
  marketSuspended: 'RES-00048',
  eventSuspended: 'RES-00108',
  stakeAboveBalance: 'RES-00056',
  stakeAboveMax: 'RES-00034',
  stakeBelowMin: 'RES-00140',
  eventPassed: 'RES-00047',
  noPriceAvailable: 'RES-00098',
  combinedOutcomesNotAllowed: 'RES-00218',
  betInProgress: 'RES-00246',
  numberOfBetsExceeded: 'RES-00247',
  feedAlertActive: 'RES-00249',
} as const;

export type RejectionCode = (typeof RES)[keyof typeof RES];

/** English texts of the codes, for logs and the `message` beside the code (the web translates the code). */
export const REJECTION_MESSAGES: Record<RejectionCode, string> = {
  'RES-00152': 'The price has changed',
  'RES-00048': 'This market is suspended',
  'RES-00108': 'This event is suspended',
  'RES-00056': 'The stake is greater than the balance',
  'RES-00034': 'The stake is above the maximum',
  'RES-00140': 'The stake is below the minimum',
  'RES-00047': 'The event has passed',
  'RES-00098': 'No price is available for this selection',
  'RES-00218': 'Outcomes of one event cannot be combined',
  'RES-00246': 'Another bet is in progress',
  'RES-00247': 'The number of bets is exceeded',
  'RES-00249': 'A feed alert is active on this market',
};
