import websocket from '@fastify/websocket';
import { FEED_SOCKET_PATH, type Topic } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { requestLocale } from '../catalog/index.ts';
import { FeedTopicHub } from './feed-topic-hub.ts';

/** The hub's marks, for the live answers that carry one (live-routes.ts, FEED_MARK_HEADER). */
export interface FeedMarks {
  mark(topic: Topic): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    feedMarks: FeedMarks;
  }
}

export interface FeedHubOptions {
  /** Deltas are sent per topic this often, each carrying every update since the last. */
  flushMs?: number;
  /** A socket holding more unsent bytes than this gets no deltas until it drains, then a snapshot. */
  maxBufferedBytes?: number;
  /** Sockets are pinged this often; one that did not answer the previous ping is closed. */
  heartbeatMs?: number;
}

/** A frame's text: ws hands over a Buffer, or fragments as a list of them. */
export function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(new Uint8Array(data)).toString('utf8');
}

/**
 * The websocket hub at FEED_SOCKET_PATH (DESIGN.md "Data flow of a live price"): the topics of
 * feed-topic-hub.ts on @fastify/websocket, fed from the bus after the live state, flushed every
 * `flushMs`, with a heartbeat that closes dead sockets. Seqs belong to this process: a client that
 * reconnects (maybe to another node) subscribes afresh, and a mark another process issued gets a
 * snapshot.
 */
export const feedHub = fp(
  async (app: FastifyInstance, options: FeedHubOptions) => {
    const { names } = app.catalog;
    const { state } = app.live;
    // Snapshots are encoded without waiting: the countries' codes are there before the first one.
    await names.regionCodeOf();
    const hub = new FeedTopicHub(state, {
      maxBufferedBytes: options.maxBufferedBytes ?? 1_000_000,
      names: {
        events: (events, locale) => names.eventsNow(events, locale),
        update(update, locale) {
          if (update.type === 'event-live') {
            const [event] = names.eventsNow([update.event], locale);
            return event ? { ...update, event } : update;
          }
          if (update.type !== 'markets') return update;
          const teams = state.event(update.eid)?.opponents.map((o) => o.description) ?? [];
          return { ...update, markets: names.marketsNow(update.markets, teams, locale) };
        },
      },
    });
    app.decorate('feedMarks', { mark: (topic: Topic) => hub.mark(topic) });
    const alive = new Map<WebSocket, boolean>();
    const unsubscribeBus = app.feed.bus.subscribe((batch) => hub.route(batch));
    const flusher = setInterval(() => hub.flush(), options.flushMs ?? 75);
    const heartbeat = setInterval(() => {
      for (const [socket, answered] of alive) {
        if (!answered) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    }, options.heartbeatMs ?? 30_000);

    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    // The socket's language: `l` on its URL (a browser sets no headers on a websocket), else
    // X-Accept-Language; a junk `l` gets English rather than a refused upgrade.
    app.get(FEED_SOCKET_PATH, { websocket: true }, (socket, request) => {
      const client = hub.connect(socket, names.cacheLocale(requestLocale(request)));
      alive.set(socket, true);
      socket.on('message', (data, isBinary) => {
        if (isBinary) socket.send(JSON.stringify({ type: 'error', message: 'text frames only' }));
        else hub.receive(client, frameText(data));
      });
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => {
        hub.disconnect(client);
        alive.delete(socket);
      });
      socket.on('error', (err) => app.log.warn({ err }, 'feed socket error'));
    });

    app.addHook('onClose', () => {
      clearInterval(flusher);
      clearInterval(heartbeat);
      unsubscribeBus();
      for (const socket of alive.keys()) socket.close(1001, 'server closing');
      return Promise.resolve();
    });
  },
  { name: 'feed-hub', dependencies: ['live', 'feed', 'catalog'] },
);
