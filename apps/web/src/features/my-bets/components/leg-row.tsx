import { type MyBetLeg, topics } from '@sb/contract';
import { formatOdds, type OddsType } from '@sb/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { useFeedTopic } from '../../../lib/live/feed/use-feed.ts';
import { LiveClock } from '../../../lib/live/live-clock.tsx';
import { useLiveEvent } from '../../../lib/live/live-store.ts';
import type { LiveEvent } from '@sb/contract';
import styles from './my-bets.module.css';
import { StatusTag } from './status-tag.tsx';

/**
 * Home and away points of a live event. The live list has the same reader in its row component;
 * importing that component would split it into a chunk of its own on every page's preload table.
 */
function scoreOf(event: LiveEvent): [number, number] | null {
  const [home, away] = event.opponents;
  const score = event.scores?.score;
  if (!home || !away || !score) return null;
  const points = (id: number) => score.find((s) => s.opponentId === id)?.points ?? 0;
  return [points(home.id), points(away.id)];
}

/** The score and clock of a leg's in-play event, followed on the feed (its event topic) while shown. */
function LiveScore({ eventId }: { eventId: number }) {
  const { t } = useTranslation('my-bets');
  useFeedTopic(topics.event(eventId));
  const event = useLiveEvent(eventId);
  if (!event) return null;
  const [home, away] = event.opponents;
  const score = scoreOf(event);
  return (
    <span className={styles.live}>
      <LiveClock event={event} className={styles.clock} />
      {score && home && away && (
        <span className={styles.score}>
          {/* Left to right as the event's name above it, "Arsenal v Chelsea", reads in either page. */}
          <bdi aria-hidden="true">
            {score[0]} - {score[1]}
          </bdi>
          <VisuallyHidden>
            {t('score', {
              home: home.description,
              homeScore: score[0],
              away: away.description,
              awayScore: score[1],
            })}
          </VisuallyHidden>
        </span>
      )}
    </span>
  );
}

/** One selection of a bet: event, market, selection, price and its own status. */
export function LegRow({ leg, oddsType }: { leg: MyBetLeg; oddsType: OddsType }) {
  const { t } = useTranslation('my-bets');
  const open = leg.status === 'open';
  return (
    <li className={styles.leg}>
      <div className={styles.legMain}>
        <span className={styles.selection}>
          <bdi>{leg.outcomeDescription}</bdi>
        </span>
        <span className={styles.market}>{leg.marketDescription}</span>
        {leg.placeTerms && (
          <span className={styles.market}>
            {t('eachWayTerms', {
              fraction: `${leg.placeTerms.numerator}/${leg.placeTerms.denominator}`,
              count: leg.placeTerms.places,
            })}
          </span>
        )}
        <span className={styles.event}>
          <bdi>{leg.eventDescription}</bdi>
        </span>
        {open && leg.inPlay && (
          // The clock's texts (the live namespace) load when the feed's first state arrives: waiting
          // for them must not suspend the modal around it, which hid it and dropped the focus.
          <Suspense fallback={null}>
            <LiveScore eventId={leg.eventId} />
          </Suspense>
        )}
      </div>
      <div className={styles.legSide}>
        <span className={styles.price}>
          <VisuallyHidden>{t('price')} </VisuallyHidden>
          {/* At SP: "SP" until the race is resulted, then "SP 6.00" in the player's odds type. */}
          <bdi>
            {leg.startingPrice
              ? leg.startingPriceDecimal === undefined
                ? t('sp')
                : t('spAt', { price: formatOdds(leg.startingPriceDecimal, oddsType) })
              : formatOdds(leg.price, oddsType)}
          </bdi>
        </span>
        {open && leg.marketStatus === 'suspended' ? (
          <StatusTag tone="muted">{t('marketSuspended')}</StatusTag>
        ) : (
          <StatusTag tone={open ? 'muted' : leg.status}>{t(`status.${leg.status}`)}</StatusTag>
        )}
      </div>
    </li>
  );
}
