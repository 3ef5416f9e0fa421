import type { Settings } from '@sb/contract';
import { paths } from '@sb/domain';
import { useSettingsOrDefaults } from '../../api/settings.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import type { CmsTarget } from './cms-link.ts';

/**
 * settings.promotions_url when it is an https address (SPEC.md §2 "/promotions (or a configured
 * promotions address)"), else undefined: our own page. Anything else (http, a path, a typo) is
 * ignored rather than sending visitors somewhere the operator did not mean.
 */
export function externalPromotionsUrl(settings: Pick<Settings, 'promotions_url'>): string | undefined {
  const value = settings.promotions_url.trim();
  if (!/^https:\/\/[^\s/]/i.test(value)) return undefined;
  try {
    return new URL(value).href;
  } catch {
    return undefined;
  }
}

/** Where a Promotions link goes: the operator's address, else our page; null when promotions are off. */
export function promotionsTarget(
  settings: Pick<Settings, 'promotions_url' | 'promotions_enabled'>,
  locale: string,
): CmsTarget | null {
  if (!settings.promotions_enabled) return null;
  const external = externalPromotionsUrl(settings);
  return external
    ? { kind: 'external', href: external }
    : { kind: 'internal', to: paths.promotions.href(locale) };
}

/**
 * The target of the Promotions links (subheader, mobile footer, menus), so that each of them follows
 * the brand's promotions address instead of our page when one is set.
 *
 * @example const promotions = usePromotionsHref(); // null: promotions are off, show no link
 */
export function usePromotionsHref(): CmsTarget | null {
  return promotionsTarget(useSettingsOrDefaults(), useLocale());
}
