import type { Settings, Stream, StreamProvider, StreamRefusal } from '@sb/contract';

/*
 * Who may watch a live stream (SPEC.md §6 "Livestream", §3 Stream; the operators' rule of issue 46;
 * docs/decisions/streaming.md). The server decides with this before it signs a stream URL; the web
 * uses the same words to say why it does not play.
 */

/** §6: streams are "not for usdt or pkr" (the rights are sold per market; these wallets have none). */
export const STREAM_EXCLUDED_CURRENCIES: readonly string[] = ['USDT', 'PKR'];

/** A player with no money in the wallet still watches if they bet within this many hours. */
export const STREAM_RECENT_BET_HOURS = 24;

export type StreamSettings = Pick<
  Settings,
  'enable_clem_live_streaming' | 'enable_clem_oddin_streaming' | 'live_streaming_ips'
>;

/** The event's identifiers that the providers' stream ids match (§3 Event). */
export interface StreamedEvent {
  streamingPMId?: string | undefined;
  streamingIMGId?: string | undefined;
}

/** §6 "feature flag of provider on": Oddin's esports streams have their own flag. */
export function providerEnabled(provider: StreamProvider, settings: StreamSettings): boolean {
  return provider === 'oddin' ? settings.enable_clem_oddin_streaming : settings.enable_clem_live_streaming;
}

/**
 * §6 "identifiers match a stream": Perform's streams by the event's Perform id; Betgenius and Oddin,
 * whose ids the feed gives as the image-stream id, by `streamingIMGId` (which field a provider
 * matches is not shown in the spec: the decision file says why these).
 */
export function streamMatchesEvent(
  stream: Pick<Stream, 'provider' | 'stream_id'>,
  event: StreamedEvent,
): boolean {
  const id = stream.provider.startsWith('perform_') ? event.streamingPMId : event.streamingIMGId;
  return id !== undefined && id === stream.stream_id;
}

/**
 * §6 as written: "Country allowed if in allowed list; with no allowed list, allowed unless blocked."
 * An unknown country ('') is in no list: rights sold only to named countries (an allowed list) keep
 * it out; rights sold everywhere but some countries let it in.
 */
export function countryMayWatch(
  country: string,
  stream: Pick<Stream, 'allowed_countries' | 'blocked_countries'>,
): boolean {
  if (stream.allowed_countries.length > 0) return stream.allowed_countries.includes(country);
  return !stream.blocked_countries.includes(country);
}

/** §6 "External-URL stream when trackerPMId starts with http": the operator's page, not our player. */
export function externalStreamUrl(event: { trackerPMId?: string | undefined }): string | undefined {
  const url = event.trackerPMId;
  return url !== undefined && /^https?:\/\//i.test(url) ? url : undefined;
}

export interface StreamAccessFacts {
  settings: StreamSettings;
  stream: Pick<Stream, 'provider' | 'stream_id' | 'allowed_countries' | 'blocked_countries'>;
  event: StreamedEvent & { live: boolean };
  request: { ip: string; country: string };
  /** Absent for a visitor who is not logged in. */
  player?: { currency: string; balancePositive: boolean; betWithinRecentHours: boolean } | undefined;
}

export type StreamAccess = { allowed: true } | { allowed: false; refusal: StreamRefusal };

/**
 * The whole rule, in the order a bettor can act on it: a stream that does not exist for this event
 * (or whose provider is off) first, then one not yet live, then login; what the player cannot
 * change (currency, country) before what they can (fund the account or place a bet). An address on
 * `live_streaming_ips` (the operator's offices, the provider's checkers) skips the country check.
 */
export function streamAccess(facts: StreamAccessFacts): StreamAccess {
  const { settings, stream, event, request, player } = facts;
  const refuse = (refusal: StreamRefusal): StreamAccess => ({ allowed: false, refusal });
  if (!providerEnabled(stream.provider, settings) || !streamMatchesEvent(stream, event)) {
    return refuse('STREAM_UNAVAILABLE');
  }
  if (!event.live) return refuse('STREAM_NOT_LIVE');
  if (!player) return refuse('STREAM_LOGIN');
  if (STREAM_EXCLUDED_CURRENCIES.includes(player.currency.toUpperCase())) return refuse('STREAM_CURRENCY');
  const listedAddress = settings.live_streaming_ips.includes(request.ip);
  if (!listedAddress && !countryMayWatch(request.country, stream)) return refuse('STREAM_COUNTRY');
  if (!player.balancePositive && !player.betWithinRecentHours) return refuse('STREAM_FUNDS');
  return { allowed: true };
}
