import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../../hooks/render-env.ts';
import { useLocale } from '../../../hooks/use-locale.ts';

/** English dates as the product's default language header reads them (SPEC.md §7 en-GB): day first. */
const INTL_LOCALES: Readonly<Record<string, string>> = { en: 'en-GB' };

/**
 * "Until 30 June 2030" for a promotion that ends, in the page's language and the visitor's time
 * zone (the server's guess of it while hydrating); nothing for one that runs with no end.
 */
export function PromotionUntil({
  endsAt,
  className,
}: {
  endsAt: string | null;
  className: string | undefined;
}) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const timeZone = useDisplayTimeZone();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale] ?? locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }),
    [locale, timeZone],
  );
  if (endsAt === null) return null;
  return (
    <p className={className}>
      <time dateTime={endsAt}>{t('promotions.until', { date: format.format(new Date(endsAt)) })}</time>
    </p>
  );
}
