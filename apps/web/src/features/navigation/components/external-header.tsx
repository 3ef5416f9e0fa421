import { contentPaths } from '@sb/contract';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '../../../api/http.ts';
import styles from './header.module.css';

/**
 * The operator's own header in place of the brand's logo on desktop (SPEC.md §2 "An external header
 * … can replace the desktop header"). The server shows what external_header_url answers in a
 * sandboxed document of its own; this frame repeats the sandbox, so the header's script has no
 * origin of ours: it cannot read the player's session, and its links move the page only on a click.
 * The account actions stay ours: the header cannot know who is logged in.
 */
export function ExternalHeader({ brandName, locale }: { brandName: string; locale: string }) {
  const { t } = useTranslation('common');
  return (
    <iframe
      className={styles.externalHeader}
      title={t('header.externalHeader', { brand: brandName })}
      src={buildUrl(contentPaths.externalHeaderFrame, { l: locale })}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
      referrerPolicy="no-referrer"
    />
  );
}
