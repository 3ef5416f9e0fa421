import type { ServerSettings } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedJson } from '../../http/cached-json.ts';
import { ResponseCache } from '../../http/response-cache.ts';
import { listCurrencies } from '../accounts/index.ts';
import { createCmsRepository, type CmsRepository } from './cms-repository.ts';
import { settingsWithDefaults } from './settings-with-defaults.ts';

export type Channel = 'web' | 'mobile';

/** CMS content changes when an operator publishes, not per request; `invalidate()` is the publish hook. */
export interface CmsService {
  repository: CmsRepository;
  /**
   * A brand's settings for a channel with every default filled in; `currencyCode` (the `c` param)
   * picks a currency.
   */
  settings(brand: string, channel: Channel, currencyCode?: string): Promise<ServerSettings>;
  /** The same settings if they are loaded and fresh now, else undefined (then `settings` loads them). */
  settingsNow(brand: string, channel: Channel, currencyCode?: string): ServerSettings | undefined;
  /** The serialised answer stored under `key`, loading it on a miss. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedJson | undefined>;
  invalidate(): void;
  /** Moves on every `invalidate()`: a page rendered from older content is out of date. */
  readonly generation: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    cms: CmsService;
  }
}

const CMS_TTL_MS = 60_000;

export interface CmsServiceOptions {
  /** The games provider's origin (config.gamesProvider): the settings' games_provider_origin unless the operator set one. */
  gamesProviderOrigin?: string | undefined;
}

export const cmsService = fp(
  (app: FastifyInstance, options: CmsServiceOptions, done) => {
    const repository = createCmsRepository(app.db);
    const answers = new ResponseCache({
      ttlMs: CMS_TTL_MS,
      onRefreshError: (err) => app.log.error({ err }, 'CMS refresh failed'),
    });
    /** A brand's settings for a channel: asked for `at`, and the value once it has loaded. */
    type SettingsEntry = { at: number; value: Promise<ServerSettings>; loaded?: ServerSettings };
    const settingsByKey = new Map<string, SettingsEntry>();

    async function loadSettings(
      brand: string,
      channel: Channel,
      currencyCode: string | undefined,
    ): Promise<ServerSettings> {
      const [stored, languages, currencies] = await Promise.all([
        repository.storedSettings(brand, channel),
        repository.languages(),
        listCurrencies(app.db),
      ]);
      const settings = settingsWithDefaults({ languages, ...stored, channel }, (keys) =>
        app.log.warn({ brand, channel, keys }, 'stored settings invalid; defaults used for these keys'),
      );
      if (settings.games_provider_origin === '' && options.gamesProviderOrigin)
        settings.games_provider_origin = options.gamesProviderOrigin;
      if (!currencyCode) return settings;
      const currency = currencies.find((c) => c.isoCode === currencyCode);
      return {
        ...settings,
        currencyCode,
        ...(currency ? { currency_precision: currency.precision } : {}),
      };
    }

    const service: CmsService = {
      repository,
      settings(brand, channel, currencyCode) {
        const key = `${brand}:${channel}:${currencyCode ?? ''}`;
        const hit = settingsByKey.get(key);
        if (hit && Date.now() - hit.at < CMS_TTL_MS) return hit.value;
        const value = loadSettings(brand, channel, currencyCode);
        // `c` is free text: bound what a caller can make us remember.
        if (settingsByKey.size >= 100) settingsByKey.clear();
        const entry: SettingsEntry = { at: Date.now(), value };
        settingsByKey.set(key, entry);
        value.then(
          (loaded) => (entry.loaded = loaded),
          () => settingsByKey.delete(key),
        );
        return value;
      },
      settingsNow(brand, channel, currencyCode) {
        const hit = settingsByKey.get(`${brand}:${channel}:${currencyCode ?? ''}`);
        return hit && Date.now() - hit.at < CMS_TTL_MS ? hit.loaded : undefined;
      },
      answer: (key, load) => answers.get(key, load),
      invalidate() {
        answers.invalidate();
        settingsByKey.clear();
      },
      get generation() {
        return answers.generation;
      },
    };
    app.decorate('cms', service);
    done();
  },
  { name: 'cms', dependencies: ['database'] },
);
