import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listIpRanges } from './geo-repository.ts';
import { ipCountries, type IpCountries } from './ip-countries.ts';

/**
 * Where a request comes from (SPEC.md §7 geo_data, §8 /blocked): the country a trusted proxy names
 * in its header, else the one the geo_ip_ranges table gives the client's address, else '' (unknown).
 */
export interface GeoService {
  /** ISO 3166-1 alpha-2 of the request's country, or '' when neither source knows it. */
  countryOf(request: FastifyRequest): string;
  /** Reads geo_ip_ranges again (an operator changed it). */
  reload(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    geo: GeoService;
  }
}

export interface GeoOptions {
  /**
   * The header a trusted proxy names the country in (config.geoCountryHeader), lower case; pass it
   * only when the app trusts its proxy, since any client can send a header.
   */
  countryHeader?: string | undefined;
}

/** The table changes when an operator edits it; another node's edit shows within this. */
const RELOAD_MS = 60_000;

/** Cloudflare's `XX`: the proxy does not know either; the table may. */
const UNKNOWN_TO_PROXY = 'XX';

export const geoService = fp(
  async (app: FastifyInstance, options: GeoOptions) => {
    const load = async (): Promise<IpCountries> =>
      ipCountries(await listIpRanges(app.db), (row) =>
        app.log.warn({ row }, 'geo_ip_ranges row is not a CIDR range and a country; skipped'),
      );
    let table = await load();
    let loadedAt = Date.now();

    async function reload(): Promise<void> {
      table = await load();
      loadedAt = Date.now();
    }

    function fromProxy(request: FastifyRequest): string | undefined {
      if (!options.countryHeader) return undefined;
      const value = request.headers[options.countryHeader];
      const country = typeof value === 'string' ? value.trim().toUpperCase() : '';
      return /^[A-Z]{2}$/.test(country) && country !== UNKNOWN_TO_PROXY ? country : undefined;
    }

    function countryOf(request: FastifyRequest): string {
      if (Date.now() - loadedAt > RELOAD_MS) {
        loadedAt = Date.now();
        reload().catch((err: unknown) =>
          app.log.error({ err }, 'geo_ip_ranges reload failed; the last ones stay'),
        );
      }
      // request.ip is the client's address as the trusted proxy forwarded it (trustProxy), else the socket's.
      return fromProxy(request) ?? table.countryOf(request.ip);
    }

    app.decorate('geo', { countryOf, reload } satisfies GeoService);
  },
  { name: 'geo', dependencies: ['database'] },
);
