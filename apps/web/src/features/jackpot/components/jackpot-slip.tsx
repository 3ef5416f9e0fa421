import type { Jackpot } from '@sb/contract';
import { paths } from '@sb/domain';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../../api/settings.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useDateFormat } from '../../../lib/format/intl-locale.ts';
import { useMoney } from '../../../lib/money/use-money.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { useJackpot } from '../api/get-active-jackpots.ts';
import { formatAmount } from '../format-amount.ts';
import { matchesInOrder, matchNumber } from '../jackpot-pool.ts';
import {
  jackpotSlipActions,
  useJackpotPicksKey,
  useJackpotSlipStore,
  type JackpotReceipt,
} from '../jackpot-slip-store.ts';
import { useJackpotFigures, usePoolOpen } from '../use-jackpot-pricing.ts';
import { useJackpotErrorText, useJackpotRetailCode, usePlaceJackpot } from '../use-place-jackpot.ts';
import styles from './jackpot-slip.module.css';

/**
 * The jackpot slip (SPEC.md §2 "Jackpot betslip (with jackpotId)"): the picks per match, reserves
 * marked; how many matches are still to pick; the lines and total cost (the server's, the domain's
 * preview until it answers); the booking errors; Place entry, enabled once every match has a pick
 * and nothing is wrong (a visitor logs in, or gets a retail code where the brand offers them); the
 * placement's refusal; the receipt. The desktop's right column and the phone's sheet show it.
 */
export function JackpotSlip({ jackpotId }: { jackpotId: number | null }) {
  const { t } = useTranslation('jackpot');
  const { pool, pending } = useJackpot(jackpotId);
  const receipt = useJackpotSlipStore((s) => s.receipt);
  if (receipt) return <EntryReceipt receipt={receipt} />;
  if (!pool) {
    return pending ? (
      <SkeletonList rows={3} height={48} label={t('loading')} />
    ) : (
      <EmptyState title={t('slip.noPool')} icon="trophy" />
    );
  }
  return <SlipBody pool={pool} />;
}

function SlipBody({ pool }: { pool: Jackpot }) {
  const { t } = useTranslation('jackpot');
  const key = useJackpotPicksKey(pool.jackpotId);
  const picked = useMemo(() => new Set(key === '' ? [] : key.split(',').map(Number)), [key]);
  if (picked.size === 0)
    return (
      <EmptyState title={t('slip.empty')} icon="trophy">
        <p className={styles.hint}>{t('slip.emptyHint')}</p>
      </EmptyState>
    );
  const booked = matchesInOrder(pool).filter((event) => event.outcomes.some((o) => picked.has(o.outcomeId)));
  return (
    <div className={styles.slip}>
      <ul className={styles.picks} aria-label={t('slip.picks')}>
        {booked.map((event) => {
          const { reserve, number } = matchNumber(pool, event);
          const place = reserve ? t('reserveN', { number }) : t('matchN', { number });
          return (
            <li key={event.ordinal} className={styles.pick}>
              <p className={styles.pickHead}>
                <span className={reserve ? styles.reserveMark : styles.numberMark}>{place}</span>
                <span className={styles.pickEvent}>
                  <bdi>{event.eventDescription}</bdi>
                </span>
              </p>
              <ul className={styles.outcomes}>
                {event.outcomes
                  .filter((o) => picked.has(o.outcomeId))
                  .map((o) => (
                    <li key={o.outcomeId} className={styles.chip}>
                      <span>
                        <bdi>{o.outcomeDescription}</bdi>
                      </span>
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={t('slip.remove', { outcome: o.outcomeDescription, place })}
                        onClick={() => jackpotSlipActions.toggle(pool, o.outcomeId)}
                      >
                        <Icon name="close" size={14} />
                      </button>
                    </li>
                  ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <SlipFooter pool={pool} />
    </div>
  );
}

function SlipFooter({ pool }: { pool: Jackpot }) {
  const { t } = useTranslation('jackpot');
  const money = useMoney(pool.currency);
  const figures = useJackpotFigures(pool);
  const session = useLoggedInSession();
  const retailCodes = useSettings()?.betslip_generate_retail_code ?? false;
  const placing = useJackpotSlipStore((s) => s.placing);
  const refusals = useJackpotSlipStore((s) => s.errors);
  const retailCode = useJackpotSlipStore((s) => s.retailCode);
  const place = usePlaceJackpot(pool);
  const getRetailCode = useJackpotRetailCode(pool);
  const errorText = useJackpotErrorText();
  const untilFormat = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const messages = [...new Set([...figures.errors, ...refusals].map(errorText))];
  const open = usePoolOpen(pool);
  const blocked = !open || !figures.complete || figures.errors.length > 0;
  return (
    <div className={styles.footer}>
      <p className={figures.complete ? styles.complete : styles.incomplete} role="status">
        {figures.complete ? t('slip.complete') : t('slip.left', { count: figures.missing.length })}
      </p>
      {messages.length > 0 && (
        <div className={styles.errors} role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <dl className={styles.totals} aria-busy={figures.preview}>
        <div>
          <dt>{t('slip.lines')}</dt>
          <dd>{figures.lines}</dd>
        </div>
        <div>
          <dt>{t('slip.unitStake')}</dt>
          <dd>{formatAmount(money, pool.globalStake)}</dd>
        </div>
        <div>
          <dt>{t('slip.totalCost')}</dt>
          <dd className={styles.cost}>{formatAmount(money, figures.totalCost)}</dd>
        </div>
      </dl>
      {retailCode && (
        <div className={styles.retail} role="status">
          <p>{t('retail.title')}</p>
          <p className={styles.retailCode}>{retailCode.code}</p>
          <p className={styles.hint}>
            {t('retail.until', { time: untilFormat.format(new Date(retailCode.expiresAt)) })}
          </p>
        </div>
      )}
      {!open && <p className={styles.hint}>{t('slip.closed')}</p>}
      {session ? (
        <Button
          variant="primary"
          block
          className={styles.place}
          aria-busy={placing}
          aria-disabled={placing || undefined}
          disabled={!placing && blocked}
          onClick={() => {
            if (!placing) void place();
          }}
        >
          {placing ? t('slip.placing') : t('slip.place', { amount: formatAmount(money, figures.totalCost) })}
        </Button>
      ) : retailCodes ? (
        <Button
          variant="primary"
          block
          className={styles.place}
          aria-busy={placing}
          disabled={!placing && blocked}
          onClick={() => void getRetailCode()}
        >
          {t('retail.get')}
        </Button>
      ) : (
        <Button
          variant="primary"
          block
          className={styles.place}
          aria-haspopup="dialog"
          onClick={() => useShellStore.getState().open('login')}
        >
          {t('slip.loginToPlace')}
        </Button>
      )}
      <Button variant="ghost" size="sm" disabled={placing} onClick={jackpotSlipActions.clear}>
        {t('slip.clear')}
      </Button>
    </div>
  );
}

/**
 * Done removes the receipt and the button with it: the focus goes to the heading of what holds the
 * slip (the sheet's title, the panel's heading), which stays on screen with the empty slip.
 */
function focusSlipHeading(receipt: HTMLElement | null) {
  const host = receipt?.parentElement?.closest('[aria-labelledby]');
  const heading = document.getElementById(host?.getAttribute('aria-labelledby') ?? '');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * The receipt of a placed entry: its id, lines and cost, the way to My Bets' jackpot entries. Its
 * heading takes the focus, so a screen reader hears the outcome at once (as the betslip's receipt).
 */
function EntryReceipt({ receipt }: { receipt: JackpotReceipt }) {
  const { t } = useTranslation('jackpot');
  const locale = useLocale();
  const money = useMoney(receipt.currency);
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  const done = () => {
    focusSlipHeading(section.current);
    jackpotSlipActions.dismissReceipt();
  };
  return (
    <section ref={section} className={styles.receipt} aria-labelledby="jackpot-receipt-title">
      <h3 id="jackpot-receipt-title" ref={heading} tabIndex={-1} className={styles.receiptTitle}>
        <Icon name="shield" size={22} />
        {t('receipt.title')}
      </h3>
      <p className={styles.hint}>{receipt.jackpotName}</p>
      <dl className={styles.totals}>
        <div>
          <dt>{t('receipt.entry')}</dt>
          <dd>{receipt.entryId}</dd>
        </div>
        <div>
          <dt>{t('slip.lines')}</dt>
          <dd>{receipt.lines}</dd>
        </div>
        <div>
          <dt>{t('slip.totalCost')}</dt>
          <dd className={styles.cost}>{formatAmount(money, receipt.totalCost)}</dd>
        </div>
      </dl>
      <Link
        className={buttonClassName({ block: true })}
        to={`${paths.openBets.href(locale)}?tab=jackpot`}
        onClick={() => {
          useShellStore.getState().close();
          jackpotSlipActions.dismissReceipt();
        }}
      >
        {t('receipt.myBets')}
      </Link>
      <Button variant="primary" block onClick={done}>
        {t('receipt.done')}
      </Button>
    </section>
  );
}
