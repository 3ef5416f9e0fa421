import type { Advert } from '@sb/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { readStored, writeStored } from '../../../lib/browser-storage.ts';
import { useOperatorPopupTurn } from '../../../lib/shell/operator-popups.ts';
import { cmsTarget } from '../../../lib/routing/cms-link.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { NoticePopup } from '../../../ui/overlay/notice-popup.tsx';
import { AdvertImage } from './advert-banner.tsx';
import styles from './adverts.module.css';

/** localStorage: the popup adverts this browser has closed (ids, newest last). */
const SEEN_KEY = 'sb-advert-popups-seen';
const SEEN_MAX = 100;

function seenIds(): number[] {
  try {
    const value: unknown = JSON.parse(readStored('local', SEEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function rememberSeen(id: number): void {
  writeStored(
    'local',
    SEEN_KEY,
    JSON.stringify([...seenIds().filter((seen) => seen !== id), id].slice(-SEEN_MAX)),
  );
}

/**
 * A popup advert (SPEC.md §3 Advert "popup flags and size"): the first one of the placement this
 * browser has not closed yet, at its popup size, as a notice that takes no focus, at a quiet moment
 * (lib/shell/operator-popups.ts). Closing it, or following it, closes it for good.
 */
export function AdvertPopup({ adverts }: { adverts: readonly Advert[] }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [seen, setSeen] = useState(seenIds);
  const advert = adverts.find((candidate) => !seen.includes(candidate.id));
  const turn = useOperatorPopupTurn(
    `advert-${advert?.id}`,
    advert !== undefined,
    t('news.announce', { title: advert?.name }),
  );
  if (!advert || !turn) return null;
  const close = () => {
    rememberSeen(advert.id);
    setSeen(seenIds());
  };
  const target = advert.link === '' ? undefined : cmsTarget(advert.link, locale);
  return (
    <NoticePopup onClose={close} title={advert.name}>
      <div className={styles.popup}>
        <AdvertImage
          advert={advert}
          width={advert.popup_width_in_pixels ?? advert.width_in_pixels}
          height={advert.popup_height_in_pixels ?? advert.height_in_pixels}
        />
        {advert.show_description && advert.description !== '' && <p>{advert.description}</p>}
        {target?.kind === 'external' && (
          <a
            className={buttonClassName({ variant: 'primary', block: true })}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            {advert.link_name || t('adverts.open')}
          </a>
        )}
        {target?.kind === 'internal' && (
          <Link
            className={buttonClassName({ variant: 'primary', block: true })}
            to={target.to}
            onClick={close}
          >
            {advert.link_name || t('adverts.open')}
          </Link>
        )}
      </div>
    </NoticePopup>
  );
}
