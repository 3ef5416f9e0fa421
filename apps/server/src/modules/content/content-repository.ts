import type {
  Advert,
  ExternalHeader,
  HtmlWidget,
  NewsPopup,
  Promotion,
  PromotionSummary,
  PublicPage,
} from '@sb/contract';
import { and, asc, eq, inArray, type Column } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import * as schema from '../../db/schema.ts';

type AdvertRow = typeof schema.adverts.$inferSelect;
type PromotionRow = typeof schema.promotions.$inferSelect;

/** The rows of one language, and the rows for every language (locale ''). */
const inLanguage = (column: Column, locale: string) => inArray(column, [locale, '']);

/**
 * A row with locale '' stands for every language without a row of its own: of the rows sharing a
 * key, the language's own wins, whatever its state (an operator who switched the Spanish one off
 * does not get the all-languages one in its place). Order is kept.
 */
function ownLanguageFirst<T extends { locale: string }>(rows: readonly T[], keyOf: (row: T) => unknown): T[] {
  const own = new Set(rows.filter((r) => r.locale !== '').map(keyOf));
  return rows.filter((r) => r.locale !== '' || !own.has(keyOf(r)));
}

/** Open at `now`: started, not yet ended. */
const isOpen = (row: { active: boolean; startsAt: Date; endsAt: Date | null }, now: Date) =>
  row.active && row.startsAt <= now && (row.endsAt === null || row.endsAt > now);

const toAdvert = (row: AdvertRow): Advert => ({
  id: row.id,
  audience: row.audience,
  name: row.name,
  description: row.description,
  show_description: row.showDescription,
  attachment_path: row.attachmentPath,
  width_in_pixels: row.widthInPixels,
  height_in_pixels: row.heightInPixels,
  link: row.link,
  link_name: row.linkName,
  popup: row.popup,
  ...(row.popupWidthInPixels === null ? {} : { popup_width_in_pixels: row.popupWidthInPixels }),
  ...(row.popupHeightInPixels === null ? {} : { popup_height_in_pixels: row.popupHeightInPixels }),
});

const toPromotionSummary = (row: PromotionRow): PromotionSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  image_path: row.imagePath,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
  cta_label: row.ctaLabel,
  cta_link: row.ctaLink,
});

/**
 * The operator's content as stored (SPEC.md §3 Advert, Html widget, News popup; §7 Content), per
 * brand and language, mapped to the contract's shapes. No caching here.
 */
export function createContentRepository(db: Db) {
  return {
    /** The active adverts of a placement, in the operator's order, for every audience. */
    async adverts(brand: string, locale: string, placement: string): Promise<Advert[]> {
      const rows = await db
        .select()
        .from(schema.adverts)
        .where(
          and(
            eq(schema.adverts.brand, brand),
            eq(schema.adverts.placement, placement),
            inLanguage(schema.adverts.locale, locale),
          ),
        )
        .orderBy(asc(schema.adverts.orderNo), asc(schema.adverts.id));
      // An advert's place in its placement is what a language's own row stands in for.
      return ownLanguageFirst(rows, (r) => r.orderNo)
        .filter((r) => r.active)
        .map(toAdvert);
    },

    async htmlWidget(
      brand: string,
      locale: string,
      id: number,
    ): Promise<{ widget: HtmlWidget; active: boolean } | undefined> {
      const rows = await db
        .select()
        .from(schema.htmlWidgets)
        .where(
          and(
            eq(schema.htmlWidgets.brand, brand),
            eq(schema.htmlWidgets.id, id),
            inLanguage(schema.htmlWidgets.locale, locale),
          ),
        );
      const [row] = ownLanguageFirst(rows, (r) => r.id);
      return row && { widget: { id: row.id, name: row.name, content: row.content }, active: row.active };
    },

    /** The news popups open at `now`, in the operator's order. */
    async newsPopups(brand: string, locale: string, now: Date): Promise<NewsPopup[]> {
      const rows = await db
        .select()
        .from(schema.newsPopups)
        .where(and(eq(schema.newsPopups.brand, brand), inLanguage(schema.newsPopups.locale, locale)))
        .orderBy(asc(schema.newsPopups.orderNo), asc(schema.newsPopups.id));
      return ownLanguageFirst(rows, (r) => r.orderNo)
        .filter((r) => isOpen(r, now))
        .map((r) => ({ id: r.id, title: r.title, pages: r.pages }));
    },

    /** The promotions open at `now`, in the operator's order. */
    async promotions(brand: string, locale: string, now: Date): Promise<PromotionSummary[]> {
      const rows = await db
        .select()
        .from(schema.promotions)
        .where(and(eq(schema.promotions.brand, brand), inLanguage(schema.promotions.locale, locale)))
        .orderBy(asc(schema.promotions.orderNo), asc(schema.promotions.id));
      return ownLanguageFirst(rows, (r) => r.slug)
        .filter((r) => isOpen(r, now))
        .map(toPromotionSummary);
    },

    /** One promotion, if open at `now`: an ended or future one is not there to read. */
    async promotion(brand: string, locale: string, slug: string, now: Date): Promise<Promotion | undefined> {
      const rows = await db
        .select()
        .from(schema.promotions)
        .where(
          and(
            eq(schema.promotions.brand, brand),
            eq(schema.promotions.slug, slug),
            inLanguage(schema.promotions.locale, locale),
          ),
        );
      const [row] = ownLanguageFirst(rows, (r) => r.slug);
      return row && isOpen(row, now)
        ? { ...toPromotionSummary(row), body: row.body, terms: row.terms }
        : undefined;
    },

    async publicPage(brand: string, locale: string, slug: string): Promise<PublicPage | undefined> {
      const rows = await db
        .select()
        .from(schema.publicPages)
        .where(
          and(
            eq(schema.publicPages.brand, brand),
            eq(schema.publicPages.slug, slug),
            inLanguage(schema.publicPages.locale, locale),
          ),
        );
      const [row] = ownLanguageFirst(rows, (r) => r.slug);
      return row && { slug: row.slug, title: row.title, body: row.body };
    },

    async gcbSeal(host: string): Promise<string | undefined> {
      const rows = await db.select().from(schema.gcbSeals).where(eq(schema.gcbSeals.host, host));
      return rows[0]?.token;
    },

    async externalHeader(brand: string): Promise<ExternalHeader | undefined> {
      const rows = await db
        .select()
        .from(schema.externalHeaders)
        .where(eq(schema.externalHeaders.brand, brand));
      return rows[0] && { css: rows[0].css, js: rows[0].js, html: rows[0].html };
    },

    async svgIcon(type: string, name: string): Promise<string | undefined> {
      const rows = await db
        .select({ body: schema.svgIcons.body })
        .from(schema.svgIcons)
        .where(and(eq(schema.svgIcons.type, type), eq(schema.svgIcons.name, name)));
      return rows[0]?.body;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
