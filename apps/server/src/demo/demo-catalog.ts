import type {
  Coupon,
  Currency,
  Event,
  Language,
  Market,
  OddsMarginEntry,
  ServerSettingsInput,
  Stream,
  SubmenuResponse,
  TabSection,
} from '@sb/contract';
import type { SportGroup } from '@sb/domain';

/**
 * The shape of the demo data set: what the generator (demo/generate-*.ts) produces and what the
 * seeder (db/seed.ts) writes to the database. Everything in contract shapes, so the seeder stores
 * exactly what the API will later serve.
 */
export interface DemoSport {
  id: number;
  code: string;
  name: string;
  group: SportGroup;
  orderNo: number;
}

/** A node of the sport > country > league tree. Country ids are unique per sport. */
export interface DemoEventPath {
  id: number;
  parentId: number | null;
  sportId: number;
  type: 'SPORT' | 'COUNTRY' | 'LEAGUE';
  description: string;
  slug: string;
  /** Sport code on a sport node; country code (GB-ENG, DE, INT ...) on a country node. */
  code?: string;
  orderNo: number;
}

export interface DemoEvent extends Omit<Event, 'markets' | 'marketCount'> {
  /** The league node's id (last of eventPaths). */
  leagueId: number;
  markets: Market[];
}

export interface DemoCouponGroup {
  id: number;
  name: string;
  couponIds: number[];
}

export interface DemoCatalog {
  sports: DemoSport[];
  eventPaths: DemoEventPath[];
  events: DemoEvent[];
  /** The providers' streams of the streamed events (streams.ts). */
  streams: Stream[];
  coupons: Coupon[];
  couponGroups: DemoCouponGroup[];
  tabs: TabSection[];
  /** The menu items' labels in each language but English (demo/menu-labels/). */
  menuLabels: { locale: string; itemId: number; label: string }[];
  topSports: { id: number; code: string; name: string; orderNo: number }[];
  submenus: SubmenuResponse[];
  currencies: Currency[];
  languages: Language[];
  /**
   * The brands and each one's settings per channel (SPEC.md §7 all_cached_settings: web and mobile);
   * the first serves every host no brand names.
   */
  brands: DemoBrandSettings[];
  /** Each brand's margin entries (SPEC.md §7 oddsLadderAndMargins with overrideBrand). */
  margins: BrandMarginEntry[];
  ladderVersion: number;
}

export type BrandMarginEntry = OddsMarginEntry & { brand: string };

/** A brand as seeded: its identity and its stored settings per channel. */
export interface DemoBrandSettings {
  code: string;
  name: string;
  portalId: string;
  hosts: string[];
  settings: { web: ServerSettingsInput; mobile: ServerSettingsInput };
}
