import { catalogPaths } from '@sb/contract';
import { formatOdds } from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/http.ts';
import { useOddsType } from '../../../lib/preferences/use-odds-type.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { useIsOnBetslip, useToggleSelection } from '../../betslip/index.ts';
import { useBoostStore, type BoostPick } from '../boost-store.ts';
import styles from './boost-dialog.module.css';

/** The name of the boost's event: a one-event, market-less list call (the dialog needs no more). */
function useEventName(eventId: number | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: ['boost-event', eventId],
    queryFn: ({ signal }) =>
      request(catalogPaths.events, {
        query: { ids: eventId, includeMarkets: false },
        schema: 'EventsResponse',
        signal,
      }),
    enabled: eventId !== undefined,
  });
  return data?.events[0]?.description;
}

/**
 * The boost-odds modal (SPEC.md §2 Overlays): which selection of which event is boosted, its price
 * before and with the boost in the player's odds type, that a bet gets the boosted price while the
 * boost runs, and a button that puts it on the slip (then the dialog closes, and the focus goes
 * back to what opened it). Closing it is the header's Close button, Escape or the backdrop.
 */
export default function BoostDialog({ pick, onClose }: { pick: BoostPick; onClose: () => void }) {
  const { t } = useTranslation('sports');
  const oddsType = useOddsType();
  const prices = useBoostStore((s) => s.prices[pick.outcomeId]);
  const eventName = useEventName(useBoostStore((s) => s.events[pick.outcomeId]));
  const onSlip = useIsOnBetslip(pick.outcomeId);
  const toggle = useToggleSelection();
  // The boost ended meanwhile (the power odds refreshed without it): nothing left to explain.
  if (!prices) return null;
  const add = () => {
    toggle({ ...pick, decimal: prices.boosted });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} title={t('boost.title')}>
      <div className={styles.body}>
        <p className={styles.selection}>
          <strong>{pick.outcomeDescription}</strong>
          {/* Its line is there before the name arrives, so nothing below moves when it does. */}
          <span className={styles.event}>{eventName}</span>
        </p>
        <p className={styles.prices}>
          {t('boost.wasNow', {
            regular: formatOdds(prices.regular, oddsType),
            boosted: formatOdds(prices.boosted, oddsType),
          })}
        </p>
        <p>{t('boost.terms')}</p>
        {onSlip ? (
          <p className={styles.onSlip}>{t('boost.onSlip')}</p>
        ) : (
          <Button variant="primary" block onClick={add}>
            {t('boost.add')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
