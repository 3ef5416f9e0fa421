import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@sb/domain';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import styles from './unavailable-section.module.css';

export type UnavailableSection = 'live' | 'mybets' | 'virtuals';

/**
 * A section the footer and menus link to whose page comes with a later issue (live, my bets,
 * virtuals): it says so plainly instead of a "page not found".
 */
export function UnavailableSectionPage({ section }: { section: UnavailableSection }) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const title = t(`unavailable.${section}`);
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <Icon name="clock" size={40} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{t('unavailable.text')}</p>
      <Link className={buttonClassName({ variant: 'primary' })} to={paths.sports.href(locale)}>
        {t('unavailable.browse')}
      </Link>
    </div>
  );
}
