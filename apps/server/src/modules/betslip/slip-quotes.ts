import type { BetslipModel } from '@sb/contract';
import type { OutcomeQuote } from '@sb/domain';
import type { OfferedSelection } from './offered-selections.ts';

/**
 * The quotes the domain prices a slip with (priceBetslip), from what is offered now. A closed
 * selection keeps the slip's own price: it has no price to change to, and a RES-00152 beside
 * 'not available anymore' would only confuse.
 */
export function quotesFor(
  model: BetslipModel,
  offered: readonly OfferedSelection[],
): Map<number, OutcomeQuote> {
  const shown = new Map(model.singles.map((s) => [s.outcomeId, s.decimal]));
  return new Map(
    offered.map((o) => {
      const quote =
        o.quote.marketStatus === 'CLOSED'
          ? { ...o.quote, decimal: shown.get(o.outcomeId) ?? o.quote.decimal }
          : o.quote;
      return [o.outcomeId, quote];
    }),
  );
}

/** What the catalogue names of a selection: its descriptions and ids, never the slip's. */
export function catalogueNames(offer: OfferedSelection) {
  return {
    outcomeDescription: offer.outcomeDescription,
    marketDescription: offer.marketDescription,
    periodDescription: offer.periodDescription,
    marketId: offer.marketId,
    marketTypeId: offer.marketTypeId,
    slug: offer.slug,
    eventDescription: offer.eventDescription,
    eventId: offer.eventId,
    sportId: offer.sportId,
  };
}

/** The slip's selections with the catalogue's names (an outcome nobody offers keeps what the slip had). */
export function named(model: BetslipModel, offered: ReadonlyMap<number, OfferedSelection>): BetslipModel {
  return {
    ...model,
    singles: model.singles.map((single) => {
      const offer = offered.get(single.outcomeId);
      if (!offer || offer.eventId === 0) return single;
      return { ...single, ...catalogueNames(offer) };
    }),
  };
}
