import { goBackTarget, sportSlug } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from '../../../ui/page/event-page.module.css';

/**
 * Back at the top of an event page, pre-match or live (SPEC.md §2 "Go back": backTo if present,
 * else the live sport or sport page of the event, else home).
 */
export function BackButton({ event }: { event: { sportId: number; sportCode: string } }) {
  const { t } = useTranslation('sports');
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const back = goBackTarget({
    backTo: search.get('backTo'),
    pathname,
    sportSlug: sportSlug({ id: event.sportId, code: event.sportCode }),
    locale,
  });
  return (
    <button type="button" className={styles.back} onClick={() => void navigate(back)}>
      <Icon name="chevron-left" size={18} />
      {t('back')}
    </button>
  );
}
