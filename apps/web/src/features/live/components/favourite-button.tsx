import { useRowTranslation } from '../../../i18n/use-row-translation.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useFavouritesStore, useIsFavourite } from '../../../lib/favourites/favourites-store.ts';
import styles from '../live.module.css';

/** The star of a live event: a toggle named "Favourite Arsenal v Chelsea" (aria-pressed says whether it is). */
export function FavouriteButton({ eventId, eventName }: { eventId: number; eventName: string }) {
  const { t } = useRowTranslation('live');
  const on = useIsFavourite(eventId);
  const toggle = useFavouritesStore((s) => s.toggle);
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={on}
      aria-label={t('favourite', { event: eventName })}
      onClick={() => toggle(eventId)}
    >
      <Icon name="star" size={18} />
    </button>
  );
}
