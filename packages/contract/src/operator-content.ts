import * as z from 'zod/mini';
import { isoDateTime, LocaleParam, queryPositiveInt, Text } from './common.ts';

/**
 * The operator's content (SPEC.md §3 Advert, Html widget, News popup; §7 Content; issue 19;
 * docs/decisions/operator-content.md): adverts for an audience, HTML widgets, news popups,
 * promotions, the external header, the licence seal, geo data, metrics and SVG icons. Every piece
 * is stored per brand and language, and served from the database.
 */

/**
 * The query of the content calls that take nothing but the common parameters (§7 "Api paths get
 * pub, l, mc"): news popups, promotions, public pages. `l` picks the language.
 */
export const ContentQuery = z.object({
  l: z.optional(LocaleParam),
  pub: z.optional(Text(40)),
  mc: z.optional(z.enum(['web', 'mobile'])),
});
export type ContentQuery = z.infer<typeof ContentQuery>;

// ---- Adverts (§3 Advert, §6 audience rules) ---------------------------------------------------------

/** §6: who sees an advert. The server decides it for the caller; the request only says who it is. */
export const AdvertAudience = z.enum([
  'all',
  'imported_list',
  'logged_out',
  'logged_in',
  'logged_in_deposited',
  'logged_in_not_deposited',
  'logged_in_not_played',
  'just_registered',
]);
export type AdvertAudience = z.infer<typeof AdvertAudience>;

/** A placement: a layout widget's numeric id, or a named one (jackpot_banner, jackpot_bets). */
export const AdvertPlacement = z
  .string()
  .check(z.regex(/^[a-z0-9_]{1,40}$/, 'Expected a placement name or id'));

/** A site path (/adverts/…) or an https address; never a script URL. */
const ContentLink = Text(500).check(
  z.regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)?$/, 'Expected a site path or an https address'),
);

const Pixels = z.int().check(z.minimum(1), z.maximum(4000));

/** §3 Advert: every field, with the popup's flag and size. */
export const Advert = z.object({
  id: z.number(),
  audience: AdvertAudience,
  name: Text(120),
  description: Text(500),
  show_description: z.boolean(),
  /** The image, a site path of ours (/adverts/…) or an https address. */
  attachment_path: ContentLink,
  width_in_pixels: Pixels,
  height_in_pixels: Pixels,
  /** Where the advert leads; empty: nowhere. */
  link: ContentLink,
  link_name: Text(60),
  /** Shown as a popup (once per visitor and advert) rather than a banner in its column. */
  popup: z.boolean(),
  popup_width_in_pixels: z.optional(Pixels),
  popup_height_in_pixels: z.optional(Pixels),
});
export type Advert = z.infer<typeof Advert>;

export const AdvertsQuery = z.object({
  /** What the web thinks the caller is; the server decides from the token, not from this. */
  player_type: z.optional(z.enum(['logged_in', 'logged_out'])),
  username: z.optional(Text(64)),
  l: z.optional(LocaleParam),
  pub: z.optional(Text(40)),
  mc: z.optional(z.enum(['web', 'mobile'])),
});
export type AdvertsQuery = z.infer<typeof AdvertsQuery>;

export const AdvertsResponse = z.object({ placement: AdvertPlacement, adverts: z.array(Advert) });
export type AdvertsResponse = z.infer<typeof AdvertsResponse>;

// ---- HTML widgets (§3 Html widget) -----------------------------------------------------------------

export const HtmlWidgetQuery = z.object({
  /** §7 `?active`: only an active widget (an inactive one is then 404). */
  active: z.optional(z.string().check(z.maxLength(5))),
  l: z.optional(LocaleParam),
  pub: z.optional(Text(40)),
  mc: z.optional(z.enum(['web', 'mobile'])),
});

/** The operator's HTML: the web sanitises it (DOMPurify) before it renders. */
export const HtmlWidget = z.object({ id: z.number(), name: Text(120), content: Text(50_000) });
export type HtmlWidget = z.infer<typeof HtmlWidget>;

// ---- News popups (§3 News popup, §4 News popup) ----------------------------------------------------

export const NewsPopupPage = z.object({ title: Text(120), content: Text(20_000) });
export type NewsPopupPage = z.infer<typeof NewsPopupPage>;

/** §3: id, title, pages. The visible flag, selected page and loaded flag are the web's state. */
export const NewsPopup = z.object({
  id: z.number(),
  title: Text(120),
  pages: z.array(NewsPopupPage).check(z.minLength(1), z.maxLength(10)),
});
export type NewsPopup = z.infer<typeof NewsPopup>;

export const NewsPopupsResponse = z.object({ popups: z.array(NewsPopup) });
export type NewsPopupsResponse = z.infer<typeof NewsPopupsResponse>;

// ---- Promotions ------------------------------------------------------------------------------------

export const PromotionSlug = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80));
export const PromotionParams = z.object({ slug: PromotionSlug });

export const PromotionSummary = z.object({
  id: z.number(),
  slug: PromotionSlug,
  title: Text(120),
  summary: Text(300),
  image_path: ContentLink,
  /** Open from, until (ISO 8601); until null: no end. */
  starts_at: isoDateTime,
  ends_at: z.nullable(isoDateTime),
  /** The call to action: a site path or an https address; empty: none. */
  cta_label: Text(40),
  cta_link: ContentLink,
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

export const PromotionsResponse = z.object({ promotions: z.array(PromotionSummary) });
export type PromotionsResponse = z.infer<typeof PromotionsResponse>;

/** One promotion with its body and terms, both operator HTML (sanitised by the web). */
export const Promotion = z.extend(PromotionSummary, { body: Text(50_000), terms: Text(50_000) });
export type Promotion = z.infer<typeof Promotion>;

// ---- Public pages (§2 /public) --------------------------------------------------------------------

export const PublicPageParams = z.object({ slug: PromotionSlug });

/** A page of the brand's own text; `body` is operator HTML (sanitised by the web). */
export const PublicPage = z.object({ slug: PromotionSlug, title: Text(120), body: Text(100_000) });
export type PublicPage = z.infer<typeof PublicPage>;

// ---- The licence seal (§7 gcb_seals) ---------------------------------------------------------------

export const GcbSealQuery = z.object({ host: Text(253).check(z.regex(/^[a-z0-9.-]+(:\d{1,5})?$/i)) });
export const GcbSealResponse = z.object({ token: Text(200) });
export type GcbSealResponse = z.infer<typeof GcbSealResponse>;

// ---- The external header (§2, §7 "external header fetched by GET from a configured URL") -----------

/** What external_header_url answers: the operator's header, put in place of the desktop header. */
export const ExternalHeader = z.object({ css: Text(50_000), js: Text(50_000), html: Text(50_000) });
export type ExternalHeader = z.infer<typeof ExternalHeader>;

// ---- Geo data (§7 geo_data; §8 /blocked) -----------------------------------------------------------

export const GeoDataResponse = z.object({
  /** ISO 3166-1 alpha-2 of the request, as a trusted proxy or the IP-range table says; '' unknown. */
  country_code: z.string().check(z.regex(/^([A-Z]{2})?$/)),
  /** The brand takes no bets from that country: the web shows /blocked. */
  blocked: z.boolean(),
});
export type GeoDataResponse = z.infer<typeof GeoDataResponse>;

// ---- Metrics and error reports ---------------------------------------------------------------------

const MetricName = z.string().check(z.regex(/^[a-z][a-z0-9_.-]{0,63}$/, 'Expected a metric name'));

/** GET /api/metrics: one measurement of the web app (§7 "params app and others"). */
export const MetricsQuery = z.object({
  app: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, 'Expected an app name')),
  name: MetricName,
  value: z.coerce.number().check(z.minimum(-1e9), z.maximum(1e9)),
  path: z.optional(Text(300)),
  pub: z.optional(Text(40)),
  l: z.optional(LocaleParam),
  mc: z.optional(z.enum(['web', 'mobile'])),
});
export type MetricsQuery = z.infer<typeof MetricsQuery>;

/** POST /api/client_errors: what the error boundary caught; no player data, no token. */
export const ClientErrorReport = z.object({
  message: Text(500),
  stack: z.optional(Text(5000)),
  component_stack: z.optional(Text(5000)),
  path: Text(300),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

// ---- SVG icons (§7 /next/svgs) ---------------------------------------------------------------------

export const SvgParams = z.object({
  type: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, 'Expected an icon type')),
  file: z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}\.svg$/, 'Expected an icon file name')),
});

export const HtmlWidgetParams = z.object({ id: queryPositiveInt });
export const AdvertParams = z.object({ placement: AdvertPlacement });
