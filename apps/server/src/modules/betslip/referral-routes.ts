import {
  apiRoutes,
  BetslipIdParams,
  PlacementResponse,
  ReferralAction,
  ReferralQueue,
  type BetslipModel,
  type ReferralQueueEntry,
} from '@sb/contract';
import { amountToMinor, minorToAmount, stakeBounds } from '@sb/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { InputError, NotFoundError } from '../../errors.ts';
import { findPlayerById } from '../accounts/index.ts';
import { findSlip, referredSlips, type BetSlipRow } from './slips-repository.ts';

/**
 * The trader's side of referrals (docs/decisions/bet-refusals.md), an operator control like the
 * demo feed controls: registered only with DEMO_CONTROLS (never in production; app.ts), 404 else.
 * GET the queue; POST an answer to one slip: accept, reject (RES-00195) or offer a lower unit stake.
 */
export const demoReferralRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(apiRoutes.demoReferrals, { schema: { response: { 200: ReferralQueue } } }, async () => {
    const slips = await referredSlips(app.db);
    const referrals = await Promise.all(slips.map((slip) => queueEntry(slip)));
    return { referrals: referrals.filter((entry) => entry !== undefined) };
  });

  async function queueEntry(slip: BetSlipRow): Promise<ReferralQueueEntry | undefined> {
    const player = await findPlayerById(app.db, slip.playerId);
    const response = slip.response as PlacementResponse;
    if (!player || !response.referral) return undefined;
    const model = slip.model as BetslipModel;
    const line = [...model.singles, ...model.multiples].find((l) => l.ref === response.referral!.ref);
    const bet = response.bets.find((b) => b.ref === response.referral!.ref);
    const settings = await app.cms.settings(player.brand, 'web', player.currency);
    const max = String(stakeBounds(settings, player.currency).max);
    return {
      betSlipId: String(slip.id),
      playerId: player.id,
      username: player.username,
      currency: player.currency,
      referral: response.referral,
      description: bet?.description ?? '',
      unitStake: line?.unitStake ?? '0',
      maxStake: minorToAmount(amountToMinor(max, player.currency), player.currency),
      totalStake: response.totalStake,
      potentialReturns: response.potentialReturns,
    };
  }

  app.post(
    apiRoutes.demoReferral,
    { schema: { params: BetslipIdParams, body: ReferralAction, response: { 200: PlacementResponse } } },
    async (request) => {
      const slip = await findSlip(app.db, Number(request.params.betSlipId));
      // Any slip id: one that is no referral (any more) answers 409 from the referral step.
      if (!slip) throw new NotFoundError(`Betslip ${request.params.betSlipId} not found`);
      const player = await findPlayerById(app.db, slip.playerId);
      if (!player) throw new NotFoundError(`Betslip ${request.params.betSlipId} not found`);
      const { action, unitStake } = request.body;
      if (action === 'offer' && unitStake === undefined)
        throw new InputError('body.unitStake', 'An offer names the unit stake offered');
      return app.betslip.placement.answerReferral(
        slip.id,
        player,
        action === 'accept'
          ? { kind: 'trader-accept' }
          : action === 'reject'
            ? { kind: 'trader-reject' }
            : { kind: 'trader-offer', unitStake: amountToMinor(unitStake!, player.currency) },
      );
    },
  );

  done();
};
