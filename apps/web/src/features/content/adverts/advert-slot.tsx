import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { AdvertBanner } from './advert-banner.tsx';
import { advertsQueryOptions } from './get-adverts.ts';
import styles from './adverts.module.css';

// Few placements hold a popup: its dialog's code loads only for one.
const AdvertPopup = lazy(() => import('./advert-popup.tsx').then((m) => ({ default: m.AdvertPopup })));

/**
 * A layout's advert widget (SPEC.md §2 Page layouts): the placement's adverts for whoever is
 * looking (the server applies the audience rules of §6), banners in the column and at most one
 * popup. Nothing shows while they load or when the placement has none for this viewer.
 */
export function AdvertSlot({ placement }: { placement: string }) {
  const { t } = useTranslation('common');
  const username = useLoggedInSession()?.username ?? null;
  const { data } = useQuery(advertsQueryOptions(placement, username));
  const adverts = data?.adverts ?? [];
  const banners = adverts.filter((advert) => !advert.popup);
  const popups = adverts.filter((advert) => advert.popup);
  if (adverts.length === 0) return null;
  return (
    <>
      {banners.length > 0 && (
        <section className={styles.slot} aria-label={t('adverts.label')}>
          {banners.map((advert) => (
            <AdvertBanner key={advert.id} advert={advert} />
          ))}
        </section>
      )}
      {popups.length > 0 && (
        <Suspense fallback={null}>
          <AdvertPopup adverts={popups} />
        </Suspense>
      )}
    </>
  );
}
