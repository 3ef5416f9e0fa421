import * as z from 'zod/mini';

/**
 * Brands (SPEC.md §1 "Several brands with brand-specific flags"). A brand is a code, the host names
 * that select it and its settings (§3); the code travels as X-SB-Brand on xapi calls and as `pub` on
 * api calls (§7 "Global request rules"), so one back end answers every brand.
 */

/** A brand's code: lower-case letters, digits and dashes (it goes into headers, cache keys and HTML). */
export const BrandCode = z.string().check(z.regex(/^[a-z][a-z0-9-]{1,31}$/, 'Expected a brand code'));
export type BrandCode = z.infer<typeof BrandCode>;

/** The page meta tag naming the brand a page was served for; the web sends it back on every call. */
export const BRAND_META = 'sb-brand';

/**
 * A path of this site (`/brands/savanna.svg`, `/public/self-exclusion`): never another origin or a
 * script URL. This and WebOrigin keep zod's own message (it names the pattern): they are in every
 * page's first load, where each byte counts.
 */
export const SitePath = z.string().check(z.regex(/^(\/[A-Za-z0-9._~-]+)*\/?$/));

/** A colour as #rrggbb: what a brand's colours may be, and so safe to write into a stylesheet. */
export const HexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour as #rrggbb'));

/** An http(s) origin without path (`https://casino.example.com`): a host page's address. */
export const WebOrigin = z.string().check(z.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/));

/**
 * The brand's chrome colours, each replacing the product's own (ui/tokens.css) when set; the rest of
 * the palette stays the product's, in light and dark.
 */
const color = z.optional(HexColor);
export const BrandColors = z.object({
  /** Prices and calls to action. */
  accent: color,
  accent_hover: color,
  /** Text on the accent (at least 4.5:1). */
  accent_contrast: color,
  header: color,
  header_2: color,
  /** Text on the header (at least 4.5:1), and its muted and focus colours. */
  header_text: color,
  header_muted: color,
  header_focus: color,
});
export type BrandColors = z.infer<typeof BrandColors>;
