import { contentPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { cmsTarget } from '../../../lib/routing/cms-link.ts';
import { Icon } from '../../../ui/icon.tsx';
import styles from './licence-seal.module.css';

/** GET /api/gcb_seals with host (SPEC.md §7 Account): the seal's token for the site's host. */
const sealQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['gcb-seal', host] as const,
    queryFn: ({ signal }) =>
      request(contentPaths.gcbSeals, { schema: 'GcbSealResponse', signal, query: { host } }),
    staleTime: CACHE.default,
  });

/**
 * The gambling-licence seal (SPEC.md §2 Other screens: "gambling-licence seal when required"): with
 * settings.gcb_seal_required, a badge that leads to the licence's validation page, the token of
 * this host in its address (settings.gcb_seal_validation_url, `{token}` replaced). A host without a
 * seal shows none: a seal that validates nothing would mislead.
 */
export default function LicenceSeal() {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const locale = useLocale();
  const host = window.location.host;
  const { data } = useQuery({ ...sealQueryOptions(host), enabled: settings?.gcb_seal_required === true });
  if (!settings?.gcb_seal_required || !data || !settings.gcb_seal_validation_url) return null;
  const target = cmsTarget(
    settings.gcb_seal_validation_url.replace('{token}', encodeURIComponent(data.token)),
    locale,
  );
  const href = target.kind === 'external' ? target.href : target.to;
  return (
    <div className={styles.wrap}>
      <a className={styles.seal} href={href} target="_blank" rel="noopener noreferrer">
        <Icon name="shield" size={28} />
        <span className={styles.text}>
          <strong>{t('seal.licensed')}</strong>
          <span>{t('seal.validate')}</span>
        </span>
      </a>
    </div>
  );
}
