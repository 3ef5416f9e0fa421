import { randomInt } from 'node:crypto';
import {
  BetslipSingle,
  type BetslipError,
  type BetslipModel,
  type PricingRequest,
  type PricingResponse,
  type RetailCodeResponse,
  type SelectionsResponse,
} from '@sb/contract';
import {
  addSelection,
  ledgerUnits,
  notice,
  priceBetslip,
  spendable,
  type BetslipRules,
  type OddsType,
} from '@sb/domain';
import type { Db } from '../../db/database.ts';
import { ApiProblem } from '../../errors.ts';
import { type PlayerRow, balances, ledgerAmount } from '../accounts/index.ts';
import { freeBetsOf, freeBetToken } from '../free-bets/index.ts';
import { findRetailCode, insertRetailCode } from './slips-repository.ts';
import {
  offeredSelections,
  type OfferedSelection,
  type OfferedSelectionsDeps,
} from './offered-selections.ts';
import { catalogueNames, named, quotesFor } from './slip-quotes.ts';

export interface PricingDeps {
  db: Db;
  /** What is offered to a bettor at a brand: pre-match prices come from the book they get. */
  offer: (brand: string, player: PlayerRow | undefined) => Promise<Omit<OfferedSelectionsDeps, 'db' | 'now'>>;
  /** A brand's rules for a player (a visitor: the brand's currency), prices shown in `oddsType`. */
  rules: (brand: string, player: PlayerRow | undefined, oddsType: OddsType) => Promise<BetslipRules>;
  clock: () => Date;
  /** The in-play delay placement applies (the slip shows it as `delay`). */
  delaySeconds: number;
}

/** How long a retail code keeps its slip: a day, the life of a shop coupon. */
export const RETAIL_CODE_TTL_MS = 24 * 3_600_000;
/** No 0/O or 1/I: the code is read aloud and typed at a till. */
const RETAIL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RETAIL_CODE_LENGTH = 8;

/** A fresh retail code (the jackpot's retail codes draw theirs here too). */
export function retailCode(): string {
  let code = '';
  for (let i = 0; i < RETAIL_CODE_LENGTH; i++) code += RETAIL_ALPHABET[randomInt(RETAIL_ALPHABET.length)];
  return code;
}

/** A selection as the slip shows it, named from the catalogue (the price comes from pricing). */
function singleOf(offer: OfferedSelection): BetslipSingle {
  return BetslipSingle.parse({
    outcomeId: offer.outcomeId,
    ...catalogueNames(offer),
    decimal: offer.quote.decimal,
  });
}

/**
 * The pricing call and its relatives (SPEC.md §7 "Betslip and bets"): the slip priced by the
 * domain (priceBetslip, as the web prices it) against what is offered now, by the rules of the
 * player's brand in their currency with their balance, or by the request's brand for a visitor.
 */
export function createPricingService(deps: PricingDeps) {
  async function priceModel(
    model: BetslipModel,
    options: {
      player: PlayerRow | undefined;
      /** The request's brand: a visitor's slip follows its rules (a player's, their own brand's). */
      brand: string;
      oddsType: OddsType;
      add?: readonly number[];
      userAcceptOdds?: PricingRequest['userAcceptOdds'];
      showSysBets?: boolean;
    },
  ) {
    const { player } = options;
    const brand = player?.brand ?? options.brand;
    const [rules, offer] = await Promise.all([
      deps.rules(brand, player, options.oddsType),
      deps.offer(brand, player),
    ]);
    const now = deps.clock();
    const errors: BetslipError[] = [];
    let slip = model;
    if (options.add && options.add.length > 0) {
      const adding = await offeredSelections({ ...offer, db: deps.db, now }, options.add);
      for (const selection of adding) {
        if (selection.eventId === 0) {
          errors.push(notice('selection-unavailable', undefined, selection.outcomeId));
          continue;
        }
        const result = addSelection(slip, singleOf(selection), rules);
        if (result.added) slip = result.model;
        else if (result.reason === 'max-bets')
          errors.push(notice('max-bets', undefined, selection.outcomeId));
      }
    }
    const offered = await offeredSelections(
      { ...offer, db: deps.db, now },
      slip.singles.map((s) => s.outcomeId),
    );
    const byOutcome = new Map(offered.map((o) => [o.outcomeId, o]));
    slip = named(slip, byOutcome);
    const balance = player ? await balances(deps.db, player.id) : undefined;
    // What the slip may spend: real money, and promo cash when the player uses it.
    const available = balance
      ? ledgerAmount(
          spendable({ real: balance.real, promo: balance.bonus }, slip.usePromoCash),
          rules.currency,
        )
      : undefined;
    const tokens = player ? await freeBetsOf(deps.db, player.id) : [];
    const priced = priceBetslip({
      model: slip,
      rules,
      quotes: quotesFor(slip, offered),
      freeBets: new Map(tokens.map((row) => [row.id, freeBetToken(row)])),
      now,
      inPlayDelaySeconds: deps.delaySeconds,
      ...(options.userAcceptOdds ? { userAcceptOdds: options.userAcceptOdds } : {}),
      ...(options.showSysBets === undefined ? {} : { showSysBets: options.showSysBets }),
      ...(available === undefined ? {} : { balance: available }),
      mode: 'server',
    });
    const promoCash = balance
      ? ledgerAmount(balance.bonus > 0n ? balance.bonus : ledgerUnits(0), rules.currency)
      : undefined;
    return { priced, errors: [...errors, ...priced.errors], available, promoCash };
  }

  async function price(
    request: PricingRequest,
    player: PlayerRow | undefined,
    brand: string,
    oddsType: OddsType,
  ): Promise<PricingResponse> {
    const { priced, errors, available, promoCash } = await priceModel(request.model, {
      player,
      brand,
      oddsType,
      add: request.outcomeIds,
      userAcceptOdds: request.userAcceptOdds,
      showSysBets: request.showSysBets,
    });
    return {
      model: priced.model,
      betMayBeReferred: priced.betMayBeReferred,
      availableBalance: available ?? null,
      availablePromoCash: promoCash ?? null,
      errors,
    };
  }

  /** §7 selections: the slip's selections brought up to date (after a reload), no balance needed. */
  async function selections(
    model: BetslipModel,
    brand: string,
    oddsType: OddsType,
  ): Promise<SelectionsResponse> {
    const { priced, errors } = await priceModel(model, { player: undefined, brand, oddsType });
    return { model: priced.model, errors };
  }

  /** §4 logged-out slips: the slip, priced now, kept under a short code a till reads back. */
  async function createRetailCode(
    model: BetslipModel,
    brand: string,
    oddsType: OddsType,
  ): Promise<RetailCodeResponse> {
    const { priced } = await priceModel(model, { player: undefined, brand, oddsType });
    if (priced.model.singles.length === 0)
      throw new ApiProblem(422, 'BETSLIP_EMPTY', 'A retail code needs at least one selection');
    const now = deps.clock();
    const expiresAt = new Date(now.getTime() + RETAIL_CODE_TTL_MS);
    // 32^8 codes: a clash is rare, and a retry draws another.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = retailCode();
      const stored = await insertRetailCode(deps.db, {
        code,
        model: priced.model,
        createdAt: now,
        expiresAt,
      });
      if (stored === 'inserted') return { code, expiresAt: expiresAt.toISOString(), model: priced.model };
    }
    throw new Error('No free retail code after 5 draws');
  }

  async function readRetailCode(code: string): Promise<RetailCodeResponse> {
    const row = await findRetailCode(deps.db, code);
    if (!row || row.expiresAt <= deps.clock())
      throw new ApiProblem(404, 'NOT_FOUND', `Retail code ${code} not found or expired`);
    return { code: row.code, expiresAt: row.expiresAt.toISOString(), model: row.model as BetslipModel };
  }

  return { price, selections, createRetailCode, readRetailCode };
}

export type PricingService = ReturnType<typeof createPricingService>;
