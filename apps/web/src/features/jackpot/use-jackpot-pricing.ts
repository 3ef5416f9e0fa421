import type { Jackpot, JackpotError } from '@sb/contract';
import { betslipOriginId, jackpotNotice, minorToAmount } from '@sb/domain';
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../api/http.ts';
import { useNativeOrigin } from '../../lib/native-app/native-app.ts';
import { priceJackpot } from './api/price-jackpot.ts';
import { previewBooking } from './jackpot-pool.ts';
import { jackpotSlipActions, useJackpotPicksKey, useJackpotSlipStore } from './jackpot-slip-store.ts';

/**
 * Keeps the slip's figures the server's (SPEC.md §7 "Jackpot bets call"): each change of the picks
 * asks the jackpot bets call, and aborts the call it supersedes; an aborted call is only logged,
 * 'Operation canceled' (§7, §8 "cancelled request only logged"), and a failed one leaves the local
 * preview on screen. Mounted once per pool page (the slip's host).
 */
export function useJackpotPricing(pool: Jackpot | undefined): void {
  const jackpotId = pool?.jackpotId ?? null;
  const key = useJackpotPicksKey(jackpotId);
  const originId = betslipOriginId(useNativeOrigin());
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    if (jackpotId === null || key === '') return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    priceJackpot({ jackpotId, originId, outcomeIds: key }, abort.signal).then(
      (answer) => {
        if (!abort.signal.aborted) jackpotSlipActions.setPriced(key, answer);
      },
      (error: unknown) => {
        if (abort.signal.aborted) {
          console.info('Operation canceled');
          return;
        }
        console.error('Jackpot bets call failed', error instanceof HttpError ? error.status : error);
      },
    );
  }, [jackpotId, key, originId]);
  useEffect(() => () => controller.current?.abort(), []);
}

/** What the slip shows of its picks: the server's figures once they answer these picks, a preview before. */
export interface JackpotFigures {
  lines: number;
  /** Wire amount in the pool's currency. */
  totalCost: string;
  complete: boolean;
  missing: readonly number[];
  errors: readonly JackpotError[];
  /** The figures are the domain's preview: the server's answer for these picks has not come. */
  preview: boolean;
}

/**
 * Whether the pool takes entries now: open, and before its close (the first kick-off). Turns false by
 * itself at the close, with a timer set for that moment (no re-render every second).
 */
export function usePoolOpen(pool: Jackpot): boolean {
  const closesAt = Date.parse(pool.closesAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = closesAt - Date.now();
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(left + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [closesAt]);
  return pool.status === 'OPEN' && closesAt > now;
}

export function useJackpotFigures(pool: Jackpot): JackpotFigures {
  const key = useJackpotPicksKey(pool.jackpotId);
  const priced = useJackpotSlipStore((s) => (s.priced?.key === key ? s.priced.answer : null));
  if (priced)
    return {
      lines: priced.model.noOfBets,
      totalCost: priced.model.totalCost,
      complete: priced.model.complete,
      missing: priced.model.missingOrdinals,
      errors: priced.errors,
      preview: false,
    };
  const booking = previewBooking(pool, key === '' ? [] : key.split(',').map(Number));
  return {
    lines: key === '' ? 0 : booking.lines,
    totalCost: minorToAmount(key === '' ? 0n : booking.cost, pool.currency),
    complete: booking.complete,
    missing: booking.missing,
    errors: booking.errors.map((code) => jackpotNotice(code)),
    preview: true,
  };
}
