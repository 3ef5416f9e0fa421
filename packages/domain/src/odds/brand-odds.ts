/**
 * SPEC.md §3 Settings odds_per_brand_enabled, odds_per_brand_location_config and
 * odds_per_brand_currency_config: whether a brand's own prices (its margins and power odds) apply to
 * a bettor, or the house book (the feed's prices on the ladder). The spec gives the names only; ours:
 * each config is a comma-separated list (countries as ISO 3166 alpha-2, currencies as ISO 4217),
 * empty meaning everywhere / every currency. A visitor's country is not known: only the currency
 * list (the brand's own currency) decides for them. docs/decisions/odds-per-brand.md.
 */
export interface BrandOddsSettings {
  odds_per_brand_enabled: boolean;
  odds_per_brand_location_config: string;
  odds_per_brand_currency_config: string;
}

export interface Bettor {
  currency: string;
  /** The player's country of residence; undefined for a visitor. */
  countryCode?: string | undefined;
}

function listed(config: string): Set<string> {
  return new Set(
    config
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter((code) => code !== ''),
  );
}

/**
 * @example brandOddsApply({ currency: 'KES', countryCode: 'UG' }, { odds_per_brand_enabled: true, odds_per_brand_location_config: 'KE', odds_per_brand_currency_config: '' }) // false
 */
export function brandOddsApply(bettor: Bettor, settings: BrandOddsSettings): boolean {
  if (!settings.odds_per_brand_enabled) return false;
  const currencies = listed(settings.odds_per_brand_currency_config);
  if (currencies.size > 0 && !currencies.has(bettor.currency.toUpperCase())) return false;
  const countries = listed(settings.odds_per_brand_location_config);
  return (
    countries.size === 0 ||
    bettor.countryCode === undefined ||
    countries.has(bettor.countryCode.toUpperCase())
  );
}
