import type { Advert } from '@sb/contract';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { cmsTarget } from '../../../lib/routing/cms-link.ts';
import styles from './adverts.module.css';

/** The advert's picture at its configured size (it shrinks with a narrower column, never grows). */
export function AdvertImage({ advert, width, height }: { advert: Advert; width: number; height: number }) {
  return (
    <img
      className={styles.image}
      src={advert.attachment_path}
      alt={advert.name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** What an advert says beside its picture: its description when shown, and its call to action. */
function AdvertText({ advert }: { advert: Advert }) {
  const hasText = advert.show_description && advert.description !== '';
  if (!hasText && advert.link_name === '') return null;
  return (
    <span className={styles.text}>
      {hasText && <span className={styles.description}>{advert.description}</span>}
      {advert.link !== '' && advert.link_name !== '' && (
        <span className={styles.cta}>{advert.link_name}</span>
      )}
    </span>
  );
}

/**
 * An advert as a banner in its column (SPEC.md §3 Advert): one link around picture and text when it
 * leads somewhere (a site path stays in the app, an https address opens a new tab), else a figure.
 */
export function AdvertBanner({ advert }: { advert: Advert }) {
  const locale = useLocale();
  const content = (
    <>
      <AdvertImage advert={advert} width={advert.width_in_pixels} height={advert.height_in_pixels} />
      <AdvertText advert={advert} />
    </>
  );
  if (advert.link === '') return <figure className={styles.banner}>{content}</figure>;
  const target = cmsTarget(advert.link, locale);
  return target.kind === 'external' ? (
    <a className={styles.banner} href={target.href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <Link className={styles.banner} to={target.to}>
      {content}
    </Link>
  );
}
