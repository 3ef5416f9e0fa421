import {
  BetslipModel,
  type BetslipModelInput,
  type BetslipMultipleInput,
  type BetslipSingle,
  type BetslipSingleInput,
  type PricingResponse,
} from '@sb/contract';
import {
  lineKind,
  setGlobalStake,
  setLineStake,
  stakeFromInput,
  type AcceptOdds,
  type FreeBetStake,
} from '@sb/domain';
import { type BetslipState } from './betslip-store.ts';
import { orderedBets } from './slip-bets.ts';

export interface ModelOptions {
  currency: string;
  /** The currency's precision: a stake is rounded to it (SPEC.md §5). */
  precision: number;
  userAcceptOdds: AcceptOdds;
  /** Outcomes the server has not priced yet: a POST builds their selections (§7). */
  outcomeIds?: readonly number[];
  /** The free-bet token staking each line, by ref (free-bet-store.ts). */
  freeBets?: ReadonlyMap<string, FreeBetStake>;
  /** Spend the wallet's promo cash (promo-cash-store.ts). */
  usePromoCash?: boolean;
  /**
   * Where the slip is placed from (SPEC.md §3 originId): the domain's `betslipOriginId` of the
   * page's `betslip-origin`. The pricing and placement calls send it; without it the contract's '11'.
   */
  originId?: string;
}

const VIEW_OF_KIND = { single: 'singles', multiple: 'multiples', system: 'systems' } as const;

/** The server's systems, and a system the player staked that it has not answered yet. */
function systemsOf(
  priced: PricingResponse | null,
  stakes: Readonly<Record<string, string>>,
): { ref: string }[] {
  const known = priced?.model.systems ?? [];
  const refs = new Set(known.map((s) => s.ref));
  return [
    ...known,
    ...Object.keys(stakes)
      .filter((ref) => !refs.has(ref))
      .map((ref) => ({ ref })),
  ];
}

/** What the server's last answer said of a single that the next request must carry back. */
function pick(
  single: BetslipSingle | undefined,
): Pick<BetslipSingleInput, 'placeTerms' | 'spread' | 'spread2'> {
  if (!single) return {};
  return {
    ...(single.placeTerms && { placeTerms: single.placeTerms }),
    ...(single.spread !== undefined && { spread: single.spread }),
    ...(single.spread2 !== undefined && { spread2: single.spread2 }),
  };
}

type SlipState = Pick<
  BetslipState,
  'bets' | 'view' | 'multipleStakes' | 'systemStakes' | 'globalStake' | 'isEachWayChecked'
>;

/**
 * The betslip model of SPEC.md §3 as the slip stands, for the pricing call, the placement and the
 * domain's pricer. Only the bets of the view on screen carry stakes: what the player sees is what
 * is priced and placed (docs/decisions/web-betslip.md). The multiple and the systems start from the
 * server's last answer, so its limits stay; stakes go through the domain's stake rules.
 */
export function betslipModel(
  slip: SlipState,
  priced: PricingResponse | null,
  {
    currency,
    precision,
    userAcceptOdds,
    outcomeIds = [],
    freeBets,
    usePromoCash = false,
    originId,
  }: ModelOptions,
): BetslipModelInput {
  const cash = {
    ...cashModel(slip, priced, { currency, precision, userAcceptOdds, outcomeIds }),
    usePromoCash,
    ...(originId !== undefined && { originId }),
  };
  // §3 globalStake: the domain stakes every single with it (the slip's fields show the same).
  const global = slip.view === 'singles' ? stakeFromInput(slip.globalStake, currency, precision) : '0';
  const model = global === '0' ? cash : setGlobalStake(BetslipModel.parse(cash), global);
  // Like cash stakes, only the lines of the view on screen take their free bets. The domain's
  // freeBetMax works on a whole model, so one with free bets is parsed (defaults filled) first.
  const staked = [...(freeBets ?? [])].filter(([ref]) => {
    const kind = lineKind(ref);
    return kind !== undefined && VIEW_OF_KIND[kind] === slip.view;
  });
  if (staked.length === 0) return model;
  return staked.reduce(
    (slipModel, [ref, freeBet]) => setLineStake(slipModel, ref, { token: 'freeBetMax', freeBet }),
    BetslipModel.parse(model),
  );
}

function cashModel(
  slip: SlipState,
  priced: PricingResponse | null,
  { currency, precision, userAcceptOdds, outcomeIds = [] }: ModelOptions,
): BetslipModelInput {
  const stake = (text: string | undefined) => stakeFromInput(text ?? '', currency, precision);
  const bets = orderedBets(slip.bets);
  // Place terms and a handicap's or total's line are the server's (§3 placeTerms, spread): the slip
  // carries those of its last answer, so a line moved since is named (RES-00153), not taken unseen.
  const last = new Map(priced?.model.singles.map((s) => [s.outcomeId, s]));
  return {
    currency,
    singles: bets.map((bet) => ({
      outcomeId: bet.outcomeId,
      ref: bet.ref,
      outcomeDescription: bet.outcomeDescription,
      marketDescription: bet.marketDescription,
      periodDescription: bet.periodDescription,
      eventDescription: bet.eventDescription,
      marketId: bet.marketId,
      ...(bet.eventId !== null && { eventId: bet.eventId }),
      decimal: bet.decimal,
      ...(bet.previousDecimal !== null && { previousDecimal: bet.previousDecimal }),
      includeInMultiples: bet.includeInMultiples,
      enabled: bet.enabled,
      outcomeState: bet.outcomeState,
      notifyPriceChangeMode: userAcceptOdds,
      unitStake: slip.view === 'singles' ? stake(bet.unitStake) : '0',
      eachWay: bet.eachWay,
      banker: bet.banker,
      // At SP the server reads no price from the slip: the race's SP settles it.
      startingPrice: bet.startingPrice,
      startingPriceAvailable: bet.startingPriceAvailable,
      fixedPriceAvailable: bet.fixedPriceAvailable,
      ...pick(last.get(bet.outcomeId)),
    })),
    // Before the server's first answer the multiple and systems are the front end's own (§3: the
    // domain's placeholder multiple); a stake typed for them already counts.
    multiples: (priced?.model.multiples.length ? priced.model.multiples : [{ ref: 'mul1' }]).map((last) => {
      // §7: multiples' decimal is removed before sending (the server works the accumulator out).
      const multiple: BetslipMultipleInput = { ...last };
      delete multiple.decimal;
      return {
        ...multiple,
        unitStake: slip.view === 'multiples' ? stake(slip.multipleStakes[multiple.ref ?? 'mul1']) : '0',
        eachWay: slip.isEachWayChecked,
      };
    }),
    systems: systemsOf(priced, slip.systemStakes).map((system) => ({
      ...system,
      unitStake: slip.view === 'systems' ? stake(slip.systemStakes[system.ref]) : '0',
      eachWay: slip.isEachWayChecked,
    })),
    userAcceptOdds,
    // §9: fewer than 3 selections give no system bets.
    showSysBets: bets.length >= 3,
    outcomeIds: [...outcomeIds],
  };
}
