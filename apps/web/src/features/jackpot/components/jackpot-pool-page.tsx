import type { Jackpot, JackpotEvent, Market, Outcome } from '@sb/contract';
import { parseEventSlug, paths } from '@sb/domain';
import { use, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { cx } from '../../../ui/cx.ts';
import { NotFoundMessage } from '../../../ui/page/not-found-message.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { OutcomeButton, PriceActionContext, useEvents, useKickoffFormat } from '../../events/index.ts';
import { useJackpot } from '../api/get-active-jackpots.ts';
import { JackpotPoolContext } from '../jackpot-price-action.ts';
import { matchesInOrder, matchNumber } from '../jackpot-pool.ts';
import { jackpotSlipActions, useJackpotSlipStore } from '../jackpot-slip-store.ts';
import { usePoolOpen } from '../use-jackpot-pricing.ts';
import styles from './jackpot-pages.module.css';
import { PoolFacts } from './pool-facts.tsx';

/**
 * /jackpot/sport/{jackpotEvent} (SPEC.md §2): one pool's matches in ordinal order, the main matches
 * numbered 1..n and the reserves 'Reserve 1'..., each with its three outcomes as prices (the
 * catalogue's current prices, a guide only: a pool pays by tier). The page around it (the route)
 * gives a press its meaning: a pick on the jackpot slip (jackpot-price-action.ts).
 */
export function JackpotPoolPage({ slug }: { slug: string }) {
  const { t } = useTranslation('jackpot');
  const locale = useLocale();
  const { pool, pending } = useJackpot(parseEventSlug(slug));
  usePageTitle(pool?.name ?? t('title'));
  if (pending) return <SkeletonList rows={6} height={72} label={t('loading')} />;
  if (!pool)
    return (
      <NotFoundMessage
        title={t('notFound.title')}
        message={t('notFound.text')}
        linkLabel={t('notFound.link')}
        linkTo={paths.jackpot.href(locale)}
      />
    );
  return (
    <JackpotPoolContext value={pool}>
      <PoolView pool={pool} />
    </JackpotPoolContext>
  );
}

/** The catalogue's outcome (with its current price) of each pool outcome it still offers. */
function useCataloguePrices(pool: Jackpot, open: boolean): Map<number, { outcome: Outcome; market: Market }> {
  const ids = pool.events.map((e) => e.eventId);
  const query = useEvents({ ids, eventsPerPage: ids.length, lightWeightResponse: true }, { enabled: open });
  return useMemo(() => {
    const byOutcome = new Map<number, { outcome: Outcome; market: Market }>();
    for (const event of query.data?.events ?? [])
      for (const market of event.markets ?? [])
        for (const outcome of market.outcomes) byOutcome.set(outcome.id, { outcome, market });
    return byOutcome;
  }, [query.data]);
}

function PoolView({ pool }: { pool: Jackpot }) {
  const { t } = useTranslation('jackpot');
  const open = usePoolOpen(pool);
  const prices = useCataloguePrices(pool, open);
  const strayNotice = useJackpotSlipStore((s) =>
    s.notice && s.notice.ordinal === undefined ? s.notice : null,
  );
  const matches = matchesInOrder(pool);
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={paths.jackpot.href(locale)}>
        {t('allPools')}
      </Link>
      <h1 className={styles.title}>{pool.name}</h1>
      <div className={styles.summary}>
        <PoolFacts pool={pool} />
        <p className={styles.muted}>{t('rules', { count: pool.maxDoubles })}</p>
        {pool.tiers.length > 0 && (
          <ul className={styles.tiers} aria-label={t('tiers.label')}>
            {pool.tiers.map((tier) => (
              <li key={tier.wrong}>
                {t(tier.wrong === 0 ? 'tiers.all' : 'tiers.wrong', { count: tier.wrong })}:{' '}
                <strong>{t('tiers.share', { percent: tier.sharePercent })}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
      {!open && <p className={styles.closedNotice}>{t('poolClosed')}</p>}
      {strayNotice && <Notice key={strayNotice.seq} code={strayNotice.code} />}
      <ol className={styles.matches} aria-label={t('matchList', { name: pool.name })}>
        {matches.map((event) => (
          <MatchRow key={event.ordinal} pool={pool} event={event} open={open} prices={prices} />
        ))}
      </ol>
    </div>
  );
}

/** A refused pick's §8 text, announced at once (role alert); the picks are as they were. */
function Notice({ code }: { code: string }) {
  const { t } = useTranslation('jackpot');
  return (
    <div className={styles.notice}>
      <p role="alert">{t(`notices.${code}`)}</p>
      <button
        type="button"
        className={styles.noticeClose}
        aria-label={t('dismiss')}
        onClick={jackpotSlipActions.dismissNotice}
      >
        ×
      </button>
    </div>
  );
}

function MatchRow({
  pool,
  event,
  open,
  prices,
}: {
  pool: Jackpot;
  event: JackpotEvent;
  open: boolean;
  prices: Map<number, { outcome: Outcome; market: Market }>;
}) {
  const { t } = useTranslation('jackpot');
  const kickoff = useKickoffFormat();
  const describedBy = useId();
  const { reserve, number } = matchNumber(pool, event);
  const place = reserve ? t('reserveN', { number }) : t('matchN', { number });
  const notice = useJackpotSlipStore((s) => (s.notice?.ordinal === event.ordinal ? s.notice : null));
  const date = new Date(event.eventDate);
  return (
    <li className={cx(styles.match, reserve && styles.reserve)}>
      <div className={styles.matchHead}>
        <span className={reserve ? styles.reserveMark : styles.numberMark} aria-hidden="true">
          {reserve ? t('reserveShort', { number }) : number}
        </span>
        <div className={styles.matchText}>
          <span className={styles.eventName} id={describedBy}>
            <VisuallyHidden>{place}: </VisuallyHidden>
            <bdi>{event.eventDescription}</bdi>
          </span>
          <span className={styles.eventMeta}>
            {reserve && <span className={styles.reserveLabel}>{place} · </span>}
            <time dateTime={event.eventDate}>
              {kickoff.day(date)} {kickoff.time(date)}
            </time>{' '}
            · <bdi>{event.leagueDescription}</bdi>
          </span>
        </div>
      </div>
      <div className={styles.outcomes} role="group" aria-labelledby={describedBy}>
        {event.outcomes.map((o) => {
          const priced = prices.get(o.outcomeId);
          return open && priced ? (
            <OutcomeButton
              key={o.outcomeId}
              outcome={priced.outcome}
              suspended={false}
              label={o.outcomeDescription}
              event={event.eventDescription}
            />
          ) : (
            <PickButton key={o.outcomeId} event={event} outcomeId={o.outcomeId} disabled={!open} />
          );
        })}
      </div>
      {notice && <Notice key={notice.seq} code={notice.code} />}
    </li>
  );
}

/** A pick without a price (the catalogue no longer offers it, or the pool has closed): the outcome's name. */
function PickButton({
  event,
  outcomeId,
  disabled,
}: {
  event: JackpotEvent;
  outcomeId: number;
  disabled: boolean;
}) {
  const { t } = useTranslation('jackpot');
  const action = use(PriceActionContext);
  const picked = action.usePicked(outcomeId);
  const press = action.usePress();
  const outcome = event.outcomes.find((o) => o.outcomeId === outcomeId);
  if (!outcome) return null;
  const won = event.result === outcomeId;
  return (
    <button
      type="button"
      className={cx(styles.pickButton, won && styles.won)}
      aria-pressed={picked}
      aria-label={t(won ? 'pickNameWon' : 'pickName', {
        event: event.eventDescription,
        outcome: outcome.outcomeDescription,
      })}
      disabled={disabled}
      onClick={() =>
        press({
          outcomeId,
          outcomeDescription: outcome.outcomeDescription,
          marketId: event.marketId,
          decimal: 0,
        })
      }
    >
      <bdi>{outcome.outcomeDescription}</bdi>
      {won && (
        <span className={styles.wonMark} aria-hidden="true">
          {' '}
          ✓
        </span>
      )}
    </button>
  );
}
