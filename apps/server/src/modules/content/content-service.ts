import { AdvertAudience } from '@sb/contract';
import { advertVisibleTo, type AdvertViewer } from '@sb/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CachedJson } from '../../http/cached-json.ts';
import { ResponseCache } from '../../http/response-cache.ts';
import { bearerToken, hasDeposited } from '../accounts/index.ts';
import { hasPlacedBet } from '../bets/index.ts';
import type { Channel } from '../cms/index.ts';
import { createContentRepository, type ContentRepository } from './content-repository.ts';

/** §9 "default API cache 60 s": the operator publishes content, it does not move by the second. */
const CONTENT_TTL_MS = 60_000;

export interface ContentService {
  repository: ContentRepository;
  /** The serialised answer stored under `key`, loading it on a miss. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedJson | undefined>;
  /**
   * The language to answer in: `l` when the brand offers it, else the brand's own (its `locale`
   * setting), else English. Never free text: it names cache entries.
   */
  languageOf(brand: string, channel: Channel, l: string | undefined): Promise<string>;
  /**
   * Who is asking, as the server knows them (SPEC.md §6): a visitor without an Authorization
   * header; with one, the player its bearer token stands for (a bad token is refused 401 as on
   * every player call), with the facts the audience rules read.
   */
  viewerOf(request: FastifyRequest): Promise<AdvertViewer>;
  /** The audiences whose adverts `viewer` sees now: all an answer depends on. */
  audiencesOf(viewer: AdvertViewer): AdvertAudience[];
}

export function createContentService(app: FastifyInstance): ContentService {
  const repository = createContentRepository(app.db);
  const answers = new ResponseCache({
    ttlMs: CONTENT_TTL_MS,
    onRefreshError: (err) => app.log.error({ err }, 'content refresh failed'),
  });

  return {
    repository,
    answer: (key, load) => answers.get(key, load),

    async languageOf(brand, channel, l) {
      const settings = await app.cms.settings(brand, channel);
      // `en-GB` and `en` name one language: content is stored by the language alone.
      const wanted = l?.toLowerCase().split(/[-_]/)[0];
      if (wanted && settings.languages.some((language) => language.locale === wanted)) return wanted;
      return settings.locale || 'en';
    },

    async viewerOf(request) {
      if (request.headers.authorization === undefined) return { loggedIn: false };
      const { player, pendingFactor } = await app.accounts.authenticate(request, bearerToken(request));
      // Half way through a second login step the player is not logged in yet (the web still shows
      // the visitor's page), so they see what a visitor sees.
      if (pendingFactor) return { loggedIn: false };
      const [deposited, played] = await Promise.all([
        hasDeposited(app.db, player.id),
        hasPlacedBet(app.db, player.id),
      ]);
      return { loggedIn: true, deposited, played, registeredAt: player.registeredAt.getTime() };
    },

    audiencesOf(viewer) {
      const now = app.clock().getTime();
      return AdvertAudience.options.filter((audience) => advertVisibleTo(audience, viewer, now));
    },
  };
}
