import * as z from 'zod/mini';

/** SPEC.md §3 "Coupon". */
export const Coupon = z.object({
  id: z.number(),
  name: z.string(),
  sport_id: z.number(),
  coupon_type: z.enum(['group', 'other']),
  /** What the coupon selects: event paths (sport, country or league ids), market types and a window. */
  event_path_ids: z.array(z.number()),
  market_type_ids: z.array(z.number()),
  hours: z.optional(z.number()),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponGroupResponse = z.object({
  id: z.number(),
  name: z.string(),
  coupons: z.array(Coupon),
});
export type CouponGroupResponse = z.infer<typeof CouponGroupResponse>;

export const CouponQuery = z.object({ coupon_info: z.optional(z.stringbool()) });
export const CouponResponse = z.object({ coupon: Coupon });
export type CouponResponse = z.infer<typeof CouponResponse>;

/** SPEC.md §3 "CMS tab section". */
export interface SubmenuItem {
  id: number;
  active: boolean;
  label: string;
  tag?: string | undefined;
  logged_in_only: boolean;
  logged_in_title: string;
  logged_out_title: string;
  icon_name: string;
  logged_in_link: string;
  logged_out_link: string;
  open_in_parent_frame: boolean;
  submenu_items: SubmenuItem[];
}
export const SubmenuItem: z.ZodMiniType<SubmenuItem> = z.object({
  id: z.number(),
  active: z.boolean(),
  label: z.string(),
  tag: z.optional(z.string()),
  logged_in_only: z.boolean(),
  logged_in_title: z.string(),
  logged_out_title: z.string(),
  icon_name: z.string(),
  logged_in_link: z.string(),
  logged_out_link: z.string(),
  open_in_parent_frame: z.boolean(),
  get submenu_items() {
    return z.array(SubmenuItem);
  },
});

export const TabSectionName = z.enum(['menu_top_icons', 'menu_icons', 'third_parties', 'menu_bottom_icons']);
export type TabSectionName = z.infer<typeof TabSectionName>;

export const TabSection = z.object({ section_name: TabSectionName, submenu_items: z.array(SubmenuItem) });
export type TabSection = z.infer<typeof TabSection>;

export const TabsResponse = z.object({ sections: z.array(TabSection) });
export type TabsResponse = z.infer<typeof TabsResponse>;

export const TopSport = z.object({ id: z.number(), code: z.string(), name: z.string(), orderNo: z.number() });
export const TopSportsResponse = z.object({ sports: z.array(TopSport) });
export type TopSportsResponse = z.infer<typeof TopSportsResponse>;

/** SPEC.md §3 "Submenu". */
export const SubmenuResponse = z.object({
  id: z.number(),
  submenu_links: z.array(z.object({ id: z.number(), name: z.string(), url: z.string() })),
});
export type SubmenuResponse = z.infer<typeof SubmenuResponse>;

/** SPEC.md §3 "Currency". */
export const Currency = z.object({ isoCode: z.string(), symbol: z.string(), precision: z.number() });
export type Currency = z.infer<typeof Currency>;
export const CurrenciesResponse = z.object({ currencies: z.array(Currency) });
export type CurrenciesResponse = z.infer<typeof CurrenciesResponse>;

/** SPEC.md §3 "Language". */
export const Language = z.object({
  id: z.number(),
  name: z.string(),
  locale: z.string(),
  external_locale: z.string(),
});
export type Language = z.infer<typeof Language>;
