import {
  Advert,
  AdvertPlacement,
  ExternalHeader,
  GcbSealResponse,
  HtmlWidget,
  type Language,
  NewsPopup,
  PageLayout,
  Promotion,
  PublicPage,
  type ServerSettingsInput,
  type SubmenuItem,
  SvgParams,
} from '@sb/contract';
import { isLayoutWidgetName, servedPagePath } from '@sb/domain';
import { demoExternalHeaderPath } from '../modules/content/index.ts';
import { demoBrands } from './brands.ts';
import { LANGUAGES, submenusFor, TABS } from './content.ts';
import type { DemoBrandSettings } from './demo-catalog.ts';
import { CONTENT_TEXTS, languagesOf, operatorContent, type OperatorContent } from './operator-content.ts';
import { settingsFor } from './settings.ts';

/** The demo brands with their settings per channel, as the generator seeds them. */
export function demoBrandSettings(): DemoBrandSettings[] {
  return demoBrands(undefined).map(({ settings, ...brand }) => ({
    ...brand,
    settings: { web: settingsFor('web', settings), mobile: settingsFor('mobile', settings) },
  }));
}

/** A schema's first complaint about `value`, or nothing. */
function complaint(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issues = (result.error as { issues?: { path: PropertyKey[]; message: string }[] }).issues ?? [];
  return issues.map((i) => `${i.path.join('.') || '(value)'}: ${i.message}`).join('; ');
}

/** Where the content's and the settings' words link to our /public pages. */
const PUBLIC_LINK = /\/public\/([a-z0-9-]+)/g;

export interface ContentCheckInput {
  brands: readonly DemoBrandSettings[];
  languages: readonly Language[];
  now: Date;
  /** Whether the web serves a file at this site path (/adverts/…): its public folder has it. */
  webFileExists: (path: string) => boolean;
}

/**
 * Everything wrong with the demo's operator content for these brands, one line each (`npm run
 * content:check`, operator-content.test.ts): every piece parses with the contract schema the API
 * answers with; every layout names a known component, and every advert placement and HTML widget it
 * names exists for every brand in every language; every /public link of the settings, the menus
 * and the content leads to a page; every link inside the site (menus, subheader, adverts, promotions)
 * opens a page of the web app, never "page not found"; every image is in the web's public folder; the external header and the
 * licence seals the settings call for exist.
 */
export function checkOperatorContent(input: ContentCheckInput): string[] {
  const { brands, languages, now, webFileExists } = input;
  const content = operatorContent(brands, languages, now);
  const problems: string[] = [];
  const report = (where: string, problem: string | undefined) => {
    if (problem) problems.push(`${where}: ${problem}`);
  };

  checkShapes(content, report);

  for (const brand of brands) {
    const offered = languagesOf(brand, languages).map((l) => l.locale);
    // A language's rows and those for every language.
    const ofBrand = <T extends { brand: string; locale: string }>(rows: readonly T[], locale: string) =>
      rows.filter((r) => r.brand === brand.code && (r.locale === locale || r.locale === ''));
    for (const locale of offered) {
      const where = `${brand.code}/${locale}`;
      if (!CONTENT_TEXTS[locale]) report(where, 'the demo has no words in this language');
      checkLayouts(
        where,
        brand.settings,
        (placement) => ofBrand(content.adverts, locale).some((a) => a.placement === placement),
        (id) => ofBrand(content.htmlWidgets, locale).some((w) => w.id === id),
        report,
      );
      const pages = new Set(ofBrand(content.publicPages, locale).map((p) => p.slug));
      const words = [
        JSON.stringify(brand.settings),
        JSON.stringify(TABS),
        ...ofBrand(content.adverts, locale).map((a) => a.link),
        ...ofBrand(content.htmlWidgets, locale).map((w) => w.content),
        ...ofBrand(content.newsPopups, locale).flatMap((p) => p.pages.map((page) => page.content)),
        ...ofBrand(content.promotions, locale).flatMap((p) => [p.body, p.terms, p.cta_link]),
        ...ofBrand(content.publicPages, locale).map((p) => p.body),
      ];
      for (const slug of new Set(words.flatMap((w) => [...w.matchAll(PUBLIC_LINK)].map((m) => m[1]!))))
        if (!pages.has(slug)) report(where, `/public/${slug} is linked to but has no page`);
    }
    for (const channel of ['web', 'mobile'] as const) {
      const { external_header_url: header, gcb_seal_required: sealRequired } = brand.settings[channel];
      if (
        header === demoExternalHeaderPath(brand.code) &&
        !content.externalHeaders.some((h) => h.brand === brand.code)
      )
        report(`${brand.code} (${channel})`, `external_header_url ${header} has no external header`);
      if (sealRequired)
        for (const host of brand.hosts)
          if (!content.gcbSeals.some((s) => s.host === host.toLowerCase()))
            report(`${brand.code} (${channel})`, `the licence seal is required but ${host} has none`);
    }
  }

  // Menus and the subheader, with ids standing in for the catalogue's (a slug's shape is what matters).
  const someIds = { football: 1, basketball: 2, tennis: 3, iceHockey: 4, cricket: 5, esports: [6] };
  const menuLinks = (items: readonly SubmenuItem[]): string[] =>
    items.flatMap((i) => [i.logged_in_link, i.logged_out_link, ...menuLinks(i.submenu_items)]);
  const links = new Set([
    ...TABS.flatMap((section) => menuLinks(section.submenu_items)),
    ...submenusFor({
      ...someIds,
      premierLeague: 7,
      topFiveLeagues: [7],
      championsLeague: 8,
      nba: 9,
      nhl: 10,
    }).flatMap((submenu) => submenu.submenu_links.map((l) => l.url)),
    ...content.adverts.map((a) => a.link),
    ...content.promotions.map((p) => p.cta_link),
  ]);
  // Menus link without the locale (the web adds the reader's); adverts and promotions may name one.
  const locales = new Set(languages.map((l) => l.locale));
  const withoutLocale = (link: string) => {
    const first = link.split(/[/?#]/)[1] ?? '';
    return locales.has(first) ? link.slice(first.length + 1) || '/' : link;
  };
  for (const link of links)
    if (link.startsWith('/') && !link.startsWith('//') && !servedPagePath(withoutLocale(link)))
      report(link, 'is linked to but opens no page ("page not found")');

  for (const path of new Set([
    ...content.adverts.map((a) => a.attachment_path),
    ...content.promotions.map((p) => p.image_path),
  ]))
    if (path.startsWith('/') && !webFileExists(path)) report(path, 'no such file in apps/web/public');

  return problems;
}

/** Every piece as the API will answer it: ids stand in for the serial ones the database gives. */
function checkShapes(content: OperatorContent, report: (where: string, problem: string | undefined) => void) {
  const named = (kind: string, row: { brand: string; locale: string }, name: string) =>
    `${row.brand}/${row.locale || '*'} ${kind} ${name}`;
  for (const a of content.adverts) {
    report(named('advert', a, a.name), complaint(Advert, { id: 1, ...a }));
    report(named('advert placement', a, a.placement), complaint(AdvertPlacement, a.placement));
  }
  for (const w of content.htmlWidgets)
    report(named('html widget', w, String(w.id)), complaint(HtmlWidget, w));
  for (const p of content.newsPopups)
    report(named('news popup', p, p.title), complaint(NewsPopup, { id: 1, ...p }));
  for (const p of content.promotions)
    report(named('promotion', p, p.slug), complaint(Promotion, { id: 1, ...p }));
  for (const p of content.publicPages) report(named('public page', p, p.slug), complaint(PublicPage, p));
  for (const h of content.externalHeaders) report(`${h.brand} external header`, complaint(ExternalHeader, h));
  for (const s of content.gcbSeals) report(`seal of ${s.host}`, complaint(GcbSealResponse, s));
  for (const i of content.svgIcons) {
    report(`icon ${i.type}/${i.name}`, complaint(SvgParams, { type: i.type, file: `${i.name}.svg` }));
    if (!i.body.startsWith('<svg ')) report(`icon ${i.type}/${i.name}`, 'not an SVG document');
  }
}

/** The layouts of both channels: known components only, and the content they name is there. */
function checkLayouts(
  where: string,
  settings: { web: ServerSettingsInput; mobile: ServerSettingsInput },
  hasPlacement: (placement: string) => boolean,
  hasWidget: (id: number) => boolean,
  report: (where: string, problem: string | undefined) => void,
) {
  for (const channel of ['web', 'mobile'] as const) {
    for (const layout of settings[channel].page_layouts ?? []) {
      const at = `${where} layout ${layout.name} (${channel})`;
      report(at, complaint(PageLayout, layout));
      for (const widget of [...layout.left_column, ...layout.right_column, ...layout.central_bottom]) {
        if (!isLayoutWidgetName(widget.name)) report(at, `unknown component ${widget.name}`);
        if (widget.name === 'advert' && !hasPlacement(String(widget.id)))
          report(at, `advert placement ${widget.id} has no advert`);
        if (widget.name === 'html_widget' && !hasWidget(widget.id))
          report(at, `html widget ${widget.id} does not exist`);
      }
    }
  }
}

/** The demo as `npm run content:check` checks it: every demo brand, every language it offers. */
export const demoContentCheckInput = (
  webFileExists: ContentCheckInput['webFileExists'],
): ContentCheckInput => ({
  brands: demoBrandSettings(),
  languages: LANGUAGES,
  now: new Date(),
  webFileExists,
});
