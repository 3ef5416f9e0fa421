import type {
  Coupon,
  CouponGroupResponse,
  Language,
  ServerSettingsInput,
  SubmenuItem,
  SubmenuResponse,
  TabSection,
  TopSportsResponse,
} from '@sb/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import * as schema from '../../db/schema.ts';

type CouponRow = typeof schema.coupons.$inferSelect;

const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  name: row.name,
  sport_id: row.sportId,
  coupon_type: row.couponType,
  event_path_ids: row.eventPathIds,
  market_type_ids: row.marketTypeIds,
  ...(row.hours === null ? {} : { hours: row.hours }),
});

/** CMS content as stored (SPEC.md §7 Content), mapped to the contract's shapes. No caching here. */
export function createCmsRepository(db: Db) {
  return {
    /** A brand's settings for a channel as the operator stored them, before defaults; undefined when none are. */
    async storedSettings(brand: string, channel: 'web' | 'mobile'): Promise<ServerSettingsInput | undefined> {
      const rows = await db
        .select()
        .from(schema.settings)
        .where(and(eq(schema.settings.brand, brand), eq(schema.settings.channel, channel)));
      return rows[0]?.body;
    },

    /** Sets some of a brand's stored settings on both channels (the demo controls' switches). */
    async patchStoredSettings(brand: string, patch: ServerSettingsInput): Promise<number> {
      const rows = await db
        .update(schema.settings)
        .set({ body: sql`${schema.settings.body} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
        .where(eq(schema.settings.brand, brand))
        .returning({ channel: schema.settings.channel });
      return rows.length;
    },

    async languages(): Promise<Language[]> {
      const rows = await db.select().from(schema.languages).orderBy(asc(schema.languages.id));
      return rows.map((l) => ({
        id: l.id,
        name: l.name,
        locale: l.locale,
        external_locale: l.externalLocale,
      }));
    },

    /** The menu's sections with each item's label in `locale` where the CMS has one (menu_labels). */
    async tabs(locale: string): Promise<TabSection[]> {
      const [rows, labels] = await Promise.all([
        db.select().from(schema.tabs).orderBy(asc(schema.tabs.orderNo)),
        db.select().from(schema.menuLabels).where(eq(schema.menuLabels.locale, locale)),
      ]);
      const labelOf = new Map(labels.map((l) => [l.itemId, l.label]));
      return rows.map((t) => ({
        section_name: t.sectionName,
        submenu_items: relabel(t.submenuItems, labelOf),
      }));
    },

    async topSports(): Promise<TopSportsResponse['sports']> {
      return db
        .select({
          id: schema.sports.id,
          code: schema.sports.code,
          name: schema.sports.name,
          orderNo: schema.topSports.orderNo,
        })
        .from(schema.topSports)
        .innerJoin(schema.sports, eq(schema.sports.id, schema.topSports.sportId))
        .orderBy(asc(schema.topSports.orderNo));
    },

    async coupon(id: number): Promise<Coupon | undefined> {
      const rows = await db.select().from(schema.coupons).where(eq(schema.coupons.id, id));
      return rows[0] && toCoupon(rows[0]);
    },

    async couponGroup(id: number): Promise<CouponGroupResponse | undefined> {
      const groups = await db.select().from(schema.couponGroups).where(eq(schema.couponGroups.id, id));
      const group = groups[0];
      if (!group) return undefined;
      const rows = await db
        .select({ coupon: schema.coupons })
        .from(schema.couponGroupCoupons)
        .innerJoin(schema.coupons, eq(schema.coupons.id, schema.couponGroupCoupons.couponId))
        .where(eq(schema.couponGroupCoupons.couponGroupId, id))
        .orderBy(asc(schema.couponGroupCoupons.orderNo));
      return { id: group.id, name: group.name, coupons: rows.map((r) => toCoupon(r.coupon)) };
    },

    async submenu(id: number): Promise<SubmenuResponse | undefined> {
      const rows = await db.select().from(schema.submenus).where(eq(schema.submenus.id, id));
      return rows[0] && { id: rows[0].id, submenu_links: rows[0].submenuLinks };
    },
  };
}

export type CmsRepository = ReturnType<typeof createCmsRepository>;

/** Items with their labels in a language; a title that repeats the label follows it. */
function relabel(items: SubmenuItem[], labelOf: ReadonlyMap<number, string>): SubmenuItem[] {
  return items.map((item) => {
    const label = labelOf.get(item.id);
    const titled = (title: string) => (label !== undefined && title === item.label ? label : title);
    return {
      ...item,
      label: label ?? item.label,
      logged_in_title: titled(item.logged_in_title),
      logged_out_title: titled(item.logged_out_title),
      submenu_items: relabel(item.submenu_items, labelOf),
    };
  });
}
