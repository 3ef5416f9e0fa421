import { BrandCode } from '@sb/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from '../../errors.ts';
import { listBrands, type Brand } from './brands-repository.ts';

export type { Brand } from './brands-repository.ts';

/**
 * Which brand a request is for (SPEC.md §1, §7 "Global request rules"), decided once per request:
 * 1. the brand the caller names: X-SB-Brand on xapi calls, `pub` on api calls (a front end served
 *    from any host says whose it is);
 * 2. else the host name the page was asked for (`savanna.localhost`);
 * 3. else the default brand (DEFAULT_BRAND, or the first brand).
 * A named brand this back end does not serve is a 400, never another brand's answer.
 */
export interface BrandsService {
  /** Every brand, in the operator's order. */
  all(): readonly Brand[];
  byCode(code: string): Brand | undefined;
  /** Reads the brands again (an operator changed them). */
  reload(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    brands: BrandsService;
  }
  interface FastifyRequest {
    /** The brand this request is for (decided in onRequest). */
    brand: Brand;
  }
}

export interface BrandsOptions {
  /** DEFAULT_BRAND: the brand of hosts no brand names; undefined: the first brand. */
  defaultBrand?: string | undefined;
}

/** Brands change when an operator edits them; another node's edit shows within this. */
const RELOAD_MS = 60_000;

/** Before any brand is seeded (an empty database with DEMO_SEED=off): the product as it comes. */
const BUILT_IN: Brand = { code: 'sportsbook', name: 'Sportsbook', portalId: '1', hosts: [] };

export const brandsService = fp(
  async (app: FastifyInstance, options: BrandsOptions) => {
    let brands: Brand[] = [];
    let byHost = new Map<string, Brand>();
    let loadedAt = 0;

    async function reload(): Promise<void> {
      const loaded = await listBrands(app.db);
      brands = loaded.length > 0 ? loaded : [BUILT_IN];
      byHost = new Map(brands.flatMap((b) => b.hosts.map((host) => [host.toLowerCase(), b] as const)));
      loadedAt = Date.now();
      if (options.defaultBrand && !brands.some((b) => b.code === options.defaultBrand))
        throw new Error(
          `DEFAULT_BRAND "${options.defaultBrand}" is not a brand (${brands.map((b) => b.code).join(', ')})`,
        );
    }
    await reload();

    const defaultBrand = () => brands.find((b) => b.code === options.defaultBrand) ?? brands[0]!;
    const byCode = (code: string) => brands.find((b) => b.code === code);

    function brandOf(request: FastifyRequest): Brand {
      const named = namedBrand(request);
      if (named !== undefined) {
        const brand = BrandCode.safeParse(named).success ? byCode(named) : undefined;
        if (!brand)
          throw new ApiProblem(400, 'UNKNOWN_BRAND', `No brand "${named.slice(0, 40)}" is served here`);
        return brand;
      }
      return byHost.get(request.hostname.replace(/:\d+$/, '').toLowerCase()) ?? defaultBrand();
    }

    app.decorateRequest('brand', null as unknown as Brand);
    app.addHook('onRequest', (request, _reply, done) => {
      if (Date.now() - loadedAt > RELOAD_MS) {
        loadedAt = Date.now();
        reload().catch((err: unknown) => app.log.error({ err }, 'brands reload failed; the last ones stay'));
      }
      try {
        request.brand = brandOf(request);
        done();
      } catch (error) {
        done(error as Error);
      }
    });

    app.decorate('brands', { all: () => brands, byCode, reload } satisfies BrandsService);
  },
  { name: 'brands', dependencies: ['database'] },
);

/** The brand a call names: X-SB-Brand, else `pub`; undefined when it names none. */
function namedBrand(request: FastifyRequest): string | undefined {
  const header = request.headers['x-sb-brand'];
  if (typeof header === 'string' && header !== '') return header;
  const query = request.query as Record<string, unknown> | undefined;
  const pub = query?.pub;
  return typeof pub === 'string' && pub !== '' ? pub : undefined;
}
