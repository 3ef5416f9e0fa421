import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';

/** /account/bets: bets arrive with the betting issue; until then a player has none to show. */
export function BetsPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <EmptyState title={t('bets.empty')} icon="ticket">
      <Link className={buttonClassName({ variant: 'primary' })} to={paths.sports.href(locale)}>
        {t('bets.browse')}
      </Link>
    </EmptyState>
  );
}
