/**
 * The paths of the operator's content calls (operator-content.ts holds their schemas). Apart, so
 * that a page asking for content loads its path, not the schemas (the shell's external header).
 */
export const contentPaths = {
  /** GET with player_type and optional username (§7): the placement's adverts this caller may see. */
  adverts: (placement: string) => `/api/adverts/${encodeURIComponent(placement)}`,
  /** GET with `active` (§7): one widget's HTML. */
  htmlWidget: (id: number) => `/api/html_widgets/${id}`,
  /** GET: the brand's news popups in the language (path not in §7: ours). */
  newsPopups: '/api/news_popups',
  /** GET: the brand's promotions in the language (path not in §7: ours). */
  promotions: '/api/promotions',
  promotion: (slug: string) => `/api/promotions/${encodeURIComponent(slug)}`,
  /** GET: one /public page of the brand in the language (help, terms …; path not in §7: ours). */
  publicPage: (slug: string) => `/api/public_pages/${encodeURIComponent(slug)}`,
  /** GET with host (§7): the licence seal's token. */
  gcbSeals: '/api/gcb_seals',
  /** GET (§7 geo_data; /api/geo_data when the v2 flag is off). */
  geoData: '/api/v2/geo_data',
  geoDataV1: '/api/geo_data',
  /** GET with app and a metric (§7; the web gives up after 3 s, §9). */
  metrics: '/api/metrics',
  /** POST: what the error boundary caught (§8 "reports to an error-reporting service": ours). */
  clientErrors: '/api/client_errors',
  /** GET: an SVG icon (§7 "/next/svgs/{type}/{name}.svg"). */
  svg: (type: string, name: string) => `/next/svgs/${type}/${name}.svg`,
  /**
   * GET with `l`: a page that shows what external_header_url answers, in a sandbox (path not in §7:
   * ours; the page's own script policy would block the header's script anywhere else).
   */
  externalHeaderFrame: '/frames/external-header',
} as const;

/** Route patterns (Fastify syntax) of the paths above. */
export const contentRoutes = {
  adverts: '/api/adverts/:placement',
  htmlWidget: '/api/html_widgets/:id',
  newsPopups: '/api/news_popups',
  promotions: '/api/promotions',
  promotion: '/api/promotions/:slug',
  publicPage: '/api/public_pages/:slug',
  gcbSeals: '/api/gcb_seals',
  geoData: '/api/v2/geo_data',
  geoDataV1: '/api/geo_data',
  metrics: '/api/metrics',
  clientErrors: '/api/client_errors',
  svg: '/next/svgs/:type/:file',
  externalHeaderFrame: '/frames/external-header',
} as const;
