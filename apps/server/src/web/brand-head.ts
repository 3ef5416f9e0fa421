import { BRAND_META, type BrandColors, type ServerSettings } from '@sb/contract';
import type { Brand } from '../modules/brands/index.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * What a page carries of its brand before any script runs (SPEC.md §1 brands, §3 Branding), so the
 * first paint is already the brand's and the app knows whose it is:
 * - the brand's code and portal id in a meta tag (the web sends them back as X-SB-Brand, `pub`,
 *   X-SB-PORTALID on every call);
 * - its colours as the design tokens they replace (ui/tokens.css), in both themes;
 * - its name as the page's default title, its favicon as the icon, its header as the theme colour;
 * - its theme, when the brand fixes one, so a dark-only brand never flashes light.
 */
export interface BrandHead {
  /** Tags for the end of <head>: the brand meta, and the brand's colours when it has its own. */
  tags: string;
  /** The page's title when it sets none. */
  title: string;
  /** The browser chrome's colour (the header's); undefined: index.html's own. */
  themeColor: string | undefined;
  /** The brand's icon (its favicon, else its logo); undefined: index.html's own. */
  icon: string | undefined;
}

/** Each brand colour and the design token it stands for (ui/tokens.css). */
const TOKENS: Record<keyof BrandColors, string> = {
  accent: '--sb-accent',
  accent_hover: '--sb-accent-hover',
  accent_contrast: '--sb-accent-contrast',
  header: '--sb-header-bg',
  header_2: '--sb-header-bg-2',
  header_text: '--sb-header-text',
  header_muted: '--sb-header-muted',
  header_focus: '--sb-header-focus',
};

export function brandHead(brand: Brand, settings: ServerSettings): BrandHead {
  const tags = [
    `<meta name="${BRAND_META}" content="${escapeHtml(brand.code)}" data-portal-id="${escapeHtml(brand.portalId)}">`,
  ];
  const colors = settings.brand_colors;
  const changed = (Object.keys(TOKENS) as (keyof BrandColors)[]).filter((key) => colors[key] !== undefined);
  if (changed.length > 0) {
    // The colours passed the contract's #rrggbb check: nothing else can reach this stylesheet.
    // `:root[data-theme]` is as specific as the dark theme's own rule, and wins by coming later.
    const declarations = changed.map((key) => `${TOKENS[key]}:${colors[key]!}`).join(';');
    tags.push(`<style id="sb-brand">:root,:root[data-theme]{${declarations}}</style>`);
  }
  return {
    tags: tags.join(''),
    title: settings.brand_name,
    themeColor: colors.header,
    icon: settings.brand_favicon || settings.brand_logo || undefined,
  };
}

/** index.html's head (or a page's) made the brand's: its icon, theme colour and tags. */
export function withBrandHead(html: string, head: BrandHead): string {
  const replaced = (text: string, tag: RegExp, brandTag: string | undefined) =>
    brandTag === undefined
      ? { text, extra: '' }
      : tag.test(text)
        ? { text: text.replace(tag, () => brandTag), extra: '' }
        : { text, extra: brandTag };
  const color = replaced(
    html,
    /<meta name="theme-color"[^>]*>/,
    head.themeColor && `<meta name="theme-color" content="${head.themeColor}">`,
  );
  const icon = replaced(
    color.text,
    /<link rel="icon"[^>]*>/,
    // No type: the icon is a PNG, an ICO or the logo's SVG, and the browser reads which from the file.
    head.icon && `<link rel="icon" href="${escapeHtml(head.icon)}">`,
  );
  return icon.text.replace('</head>', () => `${color.extra}${icon.extra}${head.tags}</head>`);
}

/**
 * The theme the server paints (SPEC.md §4 Theme): the `theme` query flag; else the brand's fixed
 * theme when visitors may not switch; else the theme the visitor's browser applied last (cookie),
 * else the brand's default; undefined leaves it to the browser (the brand follows the system).
 */
export function pageTheme(
  settings: ServerSettings,
  visitor: { flagTheme: 'light' | 'dark' | undefined; cookieTheme: 'light' | 'dark' | undefined },
): 'light' | 'dark' | undefined {
  if (visitor.flagTheme) return visitor.flagTheme;
  const fixed =
    settings.color_theme === 'dark mode'
      ? 'dark'
      : settings.color_theme === 'light mode'
        ? 'light'
        : undefined;
  if (!settings.enable_switching_theme_modes && fixed) return fixed;
  return visitor.cookieTheme ?? fixed;
}
