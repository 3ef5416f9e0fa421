import { ApiError } from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { noStore } from '../../http/no-store.ts';
import type { GuardRequirement } from './accounts-service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a player route's guard asks besides a valid token past its second factor: a pending
     * second factor, 'any' token, or `{ termsAccepted: true }` for the calls that move money.
     */
    guard?: GuardRequirement;
  }
}

/** The guard's refusals, which every player route may answer (the error body of errors.ts). */
export const guardRefusals = { 401: ApiError, 403: ApiError };
/** A route's own refusals, declared beside the guard's where they happen. */
export const notFound = { 404: ApiError };
export const conflict = { 409: ApiError };

/**
 * A player's routes as one encapsulated scope: every route `routes` registers runs the auth guard
 * (accounts-service.ts) before its handler, with the route's `config.guard`, and every answer,
 * a refusal included, is no-store. Register it like any route plugin: its hooks stay inside.
 */
export function playerScope(routes: FastifyPluginCallbackZod): FastifyPluginCallbackZod {
  return (app, options, done) => {
    const { guard } = app.accounts;
    app.addHook('preHandler', (request) => guard(request.routeOptions.config.guard)(request));
    app.addHook('onSend', noStore);
    routes(app, options, done);
  };
}
