import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';

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
  const format = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  if (endsAt === null) return null;
  return (
    <p className={className}>
      <time dateTime={endsAt}>{t('promotions.until', { date: format.format(new Date(endsAt)) })}</time>
    </p>
  );
}
