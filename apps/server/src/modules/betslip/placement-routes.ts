import {
  AccountIdParams,
  apiRoutes,
  BetslipIdParams,
  PlacementQuery,
  PlacementRequest,
  PlacementResponse,
  StatusRequest,
  StatusResponse,
} from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiProblem } from '../../errors.ts';
import { callerOf, conflict, guardRefusals, notFound, playerScope } from '../accounts/index.ts';

/**
 * Placement and the in-play status poll (SPEC.md §7 "Betslip and bets"). Both need the player's
 * token (401 without, 403 for another account's path or slip); the work is placement-service.ts.
 */
export const placementRoutes: FastifyPluginCallbackZod = playerScope((app, _options, done) => {
  app.post(
    apiRoutes.placeBetslip,
    {
      // The answer through its schema: a stored answer (jsonb keeps its own key order) replays
      // byte for byte as it was first sent.
      schema: {
        params: AccountIdParams,
        querystring: PlacementQuery,
        body: PlacementRequest,
        response: { 200: PlacementResponse, ...guardRefusals, ...conflict },
      },
      config: { guard: { termsAccepted: true } },
    },
    async (request) =>
      app.betslip.placement.place(callerOf(request).player, request.query.uuid, request.body),
  );

  app.put(
    apiRoutes.betslipStatus,
    {
      schema: {
        params: BetslipIdParams,
        body: StatusRequest,
        response: { 200: StatusResponse, ...guardRefusals, ...notFound },
      },
    },
    async (request) => {
      const id = Number(request.params.betSlipId);
      // Our slip ids are numbers; any other id names no slip here.
      if (!Number.isSafeInteger(id) || id < 1)
        throw new ApiProblem(404, 'NOT_FOUND', `Betslip ${request.params.betSlipId} not found`);
      return app.betslip.placement.status(callerOf(request).player, id, request.body.answer);
    },
  );

  done();
});
