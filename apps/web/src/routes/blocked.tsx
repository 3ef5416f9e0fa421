import { paths } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettingsOrDefaults } from '../api/settings.ts';
import { HELP_PAGE } from '../features/content/public-pages/public-page-slugs.ts';
import { buttonClassName } from '../ui/button.tsx';
import { StandaloneFrame, StandaloneNotice, useStandaloneLanguage } from './standalone-frame.tsx';

/**
 * /:locale/blocked (SPEC.md §2 blocked-region page, §8): the brand takes no bets from the visitor's
 * country. It renders outside the shell, whose calls the API refuses from there; public pages it
 * serves to every region, so the help centre is a way on.
 */
export function Component() {
  return (
    <StandaloneFrame>
      <Blocked />
    </StandaloneFrame>
  );
}

function Blocked() {
  const { t } = useTranslation('pages');
  const locale = useStandaloneLanguage();
  const brand = useSettingsOrDefaults().brand_name;
  return (
    <StandaloneNotice
      icon="globe"
      title={t('blocked.title', { brand })}
      texts={[t('blocked.text'), t('blocked.hint')]}
      actions={
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={paths.publicPage.href(locale, HELP_PAGE)}
        >
          {t('blocked.help')}
        </Link>
      }
    />
  );
}
