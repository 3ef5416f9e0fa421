import {
  ApiError,
  apiRoutes,
  EsportsSchedule,
  RequestInfo,
  Stream,
  StreamPlayback,
  StreamId,
  StreamProvider,
  type StreamRefusal,
  VideoStreamsQuery,
  VideoStreamsResponse,
} from '@sb/contract';
import { providerEnabled, STREAM_RECENT_BET_HOURS, streamAccess } from '@sb/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiProblem } from '../../errors.ts';
import { balances, callerOf, guardRefusals, playerScope, totalOf } from '../accounts/index.ts';
import { hasBetSince } from '../bets/index.ts';
import { selectEvent } from '../catalog/index.ts';
import type { StreamSource } from './stream-source.ts';
import { findStream, listStreams } from './video-repository.ts';

/** §7: the esports schedule is cached 6,600 s; the stream lists as the default API cache, 60 s. */
const SCHEDULE_CACHE_SECONDS = 6600;
const LIST_CACHE_SECONDS = 60;
/** How far back the schedule looks: a match that began within this is still on. */
const SCHEDULE_PAST_MS = 3 * 3600_000;

const StreamParams = z.object({ streamId: StreamId });

/** A refusal's status and words (the web words it for the bettor: features/stream). */
const REFUSALS: Record<StreamRefusal, [number, string]> = {
  STREAM_LOGIN: [401, 'Log in to watch'],
  STREAM_FUNDS: [403, 'Fund your account or place a bet in the last 24 hours to watch'],
  STREAM_COUNTRY: [403, 'This stream is not available in your country'],
  STREAM_CURRENCY: [403, 'Streams are not available for your account currency'],
  STREAM_NOT_LIVE: [409, 'The stream starts when the event is in play'],
  STREAM_UNAVAILABLE: [404, 'There is no stream for this event'],
};

async function enabledProviders(app: FastifyInstance, brand: string): Promise<StreamProvider[]> {
  const settings = await app.cms.settings(brand, 'web');
  return StreamProvider.options.filter((p) => providerEnabled(p, settings));
}

/**
 * The video paths of SPEC.md §7 (docs/decisions/streaming.md): the brand's streams, the esports
 * schedule, the caller's request info, one stream, and the stream-URL template's answer, where the
 * access rule of §6 and the operator's (domain `streamAccess`) decides before a URL is signed.
 */
export function videoRoutes(source: StreamSource): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      apiRoutes.videoStreams,
      { schema: { querystring: VideoStreamsQuery, response: { 200: VideoStreamsResponse } } },
      async (request, reply) => {
        const providers = await enabledProviders(app, request.brand.code);
        const wanted = request.query.provider
          ? providers.filter((p) => p === request.query.provider)
          : providers;
        reply.header('cache-control', `public, max-age=${LIST_CACHE_SECONDS}`);
        return {
          streams: await listStreams(app.db, { eventIds: request.query.eventIds, providers: wanted }),
        };
      },
    );

    app.get(
      apiRoutes.esportsSchedule,
      { schema: { response: { 200: EsportsSchedule } } },
      async (request, reply) => {
        const providers = (await enabledProviders(app, request.brand.code)).filter((p) => p === 'oddin');
        const streams = await listStreams(app.db, { providers });
        const since = app.clock().getTime() - SCHEDULE_PAST_MS;
        const events = await Promise.all(streams.map((s) => selectEvent(app.db, s.eventId)));
        const schedule = streams.flatMap((s, i) => {
          const event = events[i];
          if (!event || event.isFinished || event.eventDate.getTime() < since) return [];
          return [
            {
              stream_id: s.stream_id,
              eventId: s.eventId,
              description: event.description,
              startTime: event.eventDate.toISOString(),
            },
          ];
        });
        schedule.sort((a, b) => a.startTime.localeCompare(b.startTime));
        reply.header('cache-control', `public, max-age=${SCHEDULE_CACHE_SECONDS}`);
        return { schedule };
      },
    );

    app.get(apiRoutes.requestInfo, { schema: { response: { 200: RequestInfo } } }, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { client_ip: request.ip, request_country_code: app.geo.countryOf(request) };
    });

    app.get(
      apiRoutes.videoStream,
      { schema: { params: StreamParams, response: { 200: Stream, 404: ApiError } } },
      async (request, reply) => {
        const stream = await findStream(app.db, request.params.streamId);
        const providers = await enabledProviders(app, request.brand.code);
        if (!stream || !providers.includes(stream.provider)) throw refusal('STREAM_UNAVAILABLE');
        reply.header('cache-control', `public, max-age=${LIST_CACHE_SECONDS}`);
        return stream;
      },
    );

    app.register(
      playerScope((scope, _o, next) => {
        scope.get(
          apiRoutes.streamPlayback,
          {
            schema: {
              params: StreamParams,
              response: { 200: StreamPlayback, 404: ApiError, 409: ApiError, ...guardRefusals },
            },
          },
          async (request) => {
            const stream = await findStream(app.db, request.params.streamId);
            if (!stream) throw refusal('STREAM_UNAVAILABLE');
            const { access, startedAt } = await accessOf(app, request, stream);
            if (!access.allowed) throw refusal(access.refusal);
            const now = app.clock();
            const { player } = callerOf(request);
            const viewer = { playerId: player.id, ip: request.ip };
            const { url, startBefore } = source.playback(stream, { startedAt }, viewer, now);
            return {
              stream_id: stream.stream_id,
              provider: stream.provider,
              format: 'hls' as const,
              url,
              startBefore: startBefore.toISOString(),
            };
          },
        );
        next();
      }),
    );
    done();
  };
}

function refusal(code: StreamRefusal): ApiProblem {
  const [status, message] = REFUSALS[code];
  return new ApiProblem(status, code, message);
}

/** The facts of the access rule, from the brand's settings, the event, the request and the player. */
async function accessOf(app: FastifyInstance, request: FastifyRequest, stream: Stream) {
  const { player } = callerOf(request);
  const now = app.clock();
  const [settings, event, money, recentBet] = await Promise.all([
    app.cms.settings(request.brand.code, 'web'),
    selectEvent(app.db, stream.eventId),
    balances(app.db, player.id),
    hasBetSince(app.db, player.id, new Date(now.getTime() - STREAM_RECENT_BET_HOURS * 3600_000)),
  ]);
  const live = app.live.state.event(stream.eventId);
  // The broadcast starts with the event (its kick-off), never in the future of its own clock.
  const startedAt = new Date(Math.min(event?.eventDate.getTime() ?? now.getTime(), now.getTime()));
  const access = streamAccess({
    settings,
    stream,
    event: {
      live: live !== undefined && !live.isFinished,
      streamingPMId: event?.streamingPMId ?? undefined,
      streamingIMGId: event?.streamingIMGId ?? undefined,
    },
    request: { ip: request.ip, country: app.geo.countryOf(request) },
    player: {
      currency: player.currency,
      balancePositive: totalOf(money) > 0n,
      betWithinRecentHours: recentBet,
    },
  });
  return { access, startedAt };
}
