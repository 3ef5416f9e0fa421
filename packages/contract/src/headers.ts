/**
 * SPEC.md §7 "Global request rules": betslip, account and open-bets calls carry the player's odds
 * type in a price-format header. The spec does not name it; this is the name both sides use. Lower
 * case because Node hands the server its request headers in lower case (fetch matches any case).
 */
export const PRICE_FORMAT_HEADER = 'x-sb-price-format';
