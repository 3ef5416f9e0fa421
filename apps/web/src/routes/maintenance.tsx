import { paths } from '@sb/domain';
import { useTranslation } from 'react-i18next';
import { useSettingsOrDefaults } from '../api/settings.ts';
import { usePageStatus } from '../ui/page/use-page-status.ts';
import { Button } from '../ui/button.tsx';
import { StandaloneFrame, StandaloneNotice, useStandaloneLanguage } from './standalone-frame.tsx';

/**
 * /:locale/maintenance and /static/flutter-maintenance (SPEC.md §2, §8 "Redirect to /maintenance
 * goes to the locale's maintenance page"): the site is away. It renders outside the shell, so it
 * shows whatever the API answers.
 */
export function Component() {
  return (
    <StandaloneFrame>
      <Maintenance />
    </StandaloneFrame>
  );
}

function Maintenance() {
  const { t } = useTranslation('pages');
  // Search engines keep the site's pages and come back later.
  usePageStatus(503);
  const home = paths.home.href(useStandaloneLanguage());
  const brand = useSettingsOrDefaults().brand_name;
  return (
    <StandaloneNotice
      icon="clock"
      title={t('maintenance.title')}
      texts={[t('maintenance.text', { brand }), t('maintenance.hint')]}
      actions={
        // Retry loads the site afresh from its home page: reloading this page's own address would
        // only ever show this page again.
        <Button variant="primary" onClick={() => window.location.assign(home)}>
          {t('maintenance.retry')}
        </Button>
      }
    />
  );
}
