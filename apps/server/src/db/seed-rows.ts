import type { DemoCatalog } from '../demo/demo-catalog.ts';
import { operatorContent } from '../demo/operator-content.ts';
import type * as schema from './schema.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The catalogue of a DemoCatalog as table rows: what a catalogue refresh replaces. */
export interface CatalogRows {
  sports: Insert<typeof schema.sports>[];
  eventPaths: Insert<typeof schema.eventPaths>[];
  events: Insert<typeof schema.events>[];
  markets: Insert<typeof schema.markets>[];
  outcomes: Insert<typeof schema.outcomes>[];
  videoStreams: Insert<typeof schema.videoStreams>[];
}

/** The brand's content and trading set-up: written once, kept when the catalogue is refreshed. */
export interface ContentRows {
  coupons: Insert<typeof schema.coupons>[];
  couponGroups: Insert<typeof schema.couponGroups>[];
  couponGroupCoupons: Insert<typeof schema.couponGroupCoupons>[];
  tabs: Insert<typeof schema.tabs>[];
  menuLabels: Insert<typeof schema.menuLabels>[];
  submenus: Insert<typeof schema.submenus>[];
  topSports: Insert<typeof schema.topSports>[];
  currencies: Insert<typeof schema.currencies>[];
  languages: Insert<typeof schema.languages>[];
  brands: Insert<typeof schema.brands>[];
  settings: Insert<typeof schema.settings>[];
  oddsMargins: Insert<typeof schema.oddsMargins>[];
  adverts: Insert<typeof schema.adverts>[];
  htmlWidgets: Insert<typeof schema.htmlWidgets>[];
  newsPopups: Insert<typeof schema.newsPopups>[];
  promotions: Insert<typeof schema.promotions>[];
  publicPages: Insert<typeof schema.publicPages>[];
  externalHeaders: Insert<typeof schema.externalHeaders>[];
  gcbSeals: Insert<typeof schema.gcbSeals>[];
  svgIcons: Insert<typeof schema.svgIcons>[];
  geoIpRanges: Insert<typeof schema.geoIpRanges>[];
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;

/** Each row's place among the rows of its group (a brand's language, a placement): its order_no. */
function orderWithin<T>(rows: readonly T[], groupOf: (row: T) => string): (T & { orderNo: number })[] {
  const counts = new Map<string, number>();
  return rows.map((row) => {
    const group = groupOf(row);
    const orderNo = counts.get(group) ?? 0;
    counts.set(group, orderNo + 1);
    return { ...row, orderNo };
  });
}

export function catalogRows(catalog: DemoCatalog): CatalogRows {
  const markets = catalog.events.flatMap((e) => e.markets);
  return {
    sports: catalog.sports.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      sportGroup: s.group,
      orderNo: s.orderNo,
    })),
    eventPaths: catalog.eventPaths.map((p) => ({ ...p, code: orNull(p.code) })),
    events: catalog.events.map((e) => ({
      id: e.id,
      sportId: e.sportId,
      countryId: e.eventPaths[1]?.id ?? e.sportId,
      leagueId: e.leagueId,
      sportCode: e.sportCode,
      eventType: e.eventType,
      eventDate: new Date(e.eventDate),
      description: e.description,
      slug: e.slug,
      feedCode: e.feedCode,
      liveStreaming: e.liveStreaming,
      streamingPMId: orNull(e.streamingPMId),
      streamingIMGId: orNull(e.streamingIMGId),
      trackerPMId: orNull(e.trackerPMId),
      isFinished: e.isFinished,
      eventPaths: e.eventPaths,
      opponents: e.opponents,
    })),
    markets: markets.map((m) => ({
      id: m.id,
      eventId: m.eventId,
      feedCode: m.feedCode,
      status: m.status,
      marketTypeId: m.marketTypeId,
      marketGroupId: m.marketGroupId,
      style: m.marketTypeInfo.style,
      ordinalPosition: m.marketTypeInfo.ordinalPosition,
      period: m.period,
      instance: m.instance,
      description: m.description,
      cutoffTime: new Date(m.cutoffTime),
      opponentId: orNull(m.opponentId),
      playerName: orNull(m.playerName),
      teamName: orNull(m.teamName),
    })),
    outcomes: markets.flatMap((m) =>
      m.outcomes.map((o) => ({
        id: o.id,
        marketId: m.id,
        eventId: m.eventId,
        description: o.description,
        ordinalPosition: o.ordinalPosition,
        opponentId: orNull(o.opponentId),
        optionalOpponentId: orNull(o.optionalOpponentId),
        teamId: orNull(o.teamId),
        hidden: o.hidden,
        extraKey1: orNull(o.extraKey1),
        extraKey2: orNull(o.extraKey2),
        price: o.consolidatedPrice.currentPrice.decimal,
        spread: orNull(o.consolidatedPrice.currentPrice.spread),
        spread2: orNull(o.consolidatedPrice.currentPrice.spread2),
        startingPriceOnly: o.startingPriceOnly ?? false,
      })),
    ),
    videoStreams: catalog.streams.map((v) => ({
      streamId: v.stream_id,
      provider: v.provider,
      eventId: v.eventId,
      allowedCountries: v.allowed_countries,
      blockedCountries: v.blocked_countries,
    })),
  };
}

/** The content rows of a catalogue; the operator's content opens and closes relative to `now`. */
export function contentRows(catalog: DemoCatalog, now: Date): ContentRows {
  const operator = operatorContent(catalog.brands, catalog.languages, now);
  const language = (row: { brand: string; locale: string }) => `${row.brand}:${row.locale}`;
  return {
    coupons: catalog.coupons.map((c) => ({
      id: c.id,
      name: c.name,
      sportId: c.sport_id,
      couponType: c.coupon_type,
      eventPathIds: c.event_path_ids,
      marketTypeIds: c.market_type_ids,
      hours: orNull(c.hours),
    })),
    couponGroups: catalog.couponGroups.map((g) => ({ id: g.id, name: g.name })),
    couponGroupCoupons: catalog.couponGroups.flatMap((g) =>
      g.couponIds.map((couponId, orderNo) => ({ couponGroupId: g.id, couponId, orderNo })),
    ),
    tabs: catalog.tabs.map((t, orderNo) => ({
      sectionName: t.section_name,
      orderNo,
      submenuItems: t.submenu_items,
    })),
    menuLabels: catalog.menuLabels,
    submenus: catalog.submenus.map((s) => ({ id: s.id, submenuLinks: s.submenu_links })),
    topSports: catalog.topSports.map((s) => ({ sportId: s.id, orderNo: s.orderNo })),
    currencies: catalog.currencies.map((c, orderNo) => ({ ...c, orderNo })),
    languages: catalog.languages.map((l) => ({
      id: l.id,
      name: l.name,
      locale: l.locale,
      externalLocale: l.external_locale,
    })),
    brands: catalog.brands.map((b, orderNo) => ({
      code: b.code,
      name: b.name,
      portalId: b.portalId,
      hosts: b.hosts,
      orderNo,
    })),
    settings: catalog.brands.flatMap((b) => [
      { brand: b.code, channel: 'web' as const, body: b.settings.web },
      { brand: b.code, channel: 'mobile' as const, body: b.settings.mobile },
    ]),
    oddsMargins: catalog.margins.map((m) => ({
      brand: m.brand,
      brandMarginType: m.brandMarginType,
      leagueId: orNull(m.leagueId),
      marketTypeId: orNull(m.marketTypeId),
      outcomeId: orNull(m.outcomeId),
      eventId: orNull(m.eventId),
      marketId: orNull(m.marketId),
      margin: m.margin,
    })),
    adverts: orderWithin(operator.adverts, (a) => `${language(a)}:${a.placement}`).map((a) => ({
      brand: a.brand,
      placement: a.placement,
      locale: a.locale,
      orderNo: a.orderNo,
      audience: a.audience,
      name: a.name,
      description: a.description,
      showDescription: a.show_description,
      attachmentPath: a.attachment_path,
      widthInPixels: a.width_in_pixels,
      heightInPixels: a.height_in_pixels,
      link: a.link,
      linkName: a.link_name,
      popup: a.popup,
      popupWidthInPixels: orNull(a.popup_width_in_pixels),
      popupHeightInPixels: orNull(a.popup_height_in_pixels),
    })),
    htmlWidgets: operator.htmlWidgets,
    newsPopups: orderWithin(operator.newsPopups, language).map((p) => ({
      brand: p.brand,
      locale: p.locale,
      orderNo: p.orderNo,
      title: p.title,
      pages: p.pages,
      startsAt: new Date(p.starts_at),
      endsAt: p.ends_at === null ? null : new Date(p.ends_at),
    })),
    promotions: orderWithin(operator.promotions, language).map((p) => ({
      brand: p.brand,
      locale: p.locale,
      slug: p.slug,
      orderNo: p.orderNo,
      title: p.title,
      summary: p.summary,
      imagePath: p.image_path,
      body: p.body,
      terms: p.terms,
      ctaLabel: p.cta_label,
      ctaLink: p.cta_link,
      startsAt: new Date(p.starts_at),
      endsAt: p.ends_at === null ? null : new Date(p.ends_at),
    })),
    publicPages: operator.publicPages,
    externalHeaders: operator.externalHeaders,
    gcbSeals: operator.gcbSeals,
    svgIcons: operator.svgIcons,
    geoIpRanges: operator.geoIpRanges,
  };
}
