import { createHash } from 'node:crypto';
import type {
  Advert,
  AdvertAudience,
  ExternalHeader,
  HtmlWidget,
  Language,
  NewsPopup,
  Promotion,
  PublicPage,
  ServerSettingsInput,
} from '@sb/contract';
import { PARLAY_EXTRA_WINNINGS } from '@sb/domain';
import { ar } from './operator-content-texts/ar.ts';
import { de } from './operator-content-texts/de.ts';
import { en } from './operator-content-texts/en.ts';
import { es } from './operator-content-texts/es.ts';
import { fr } from './operator-content-texts/fr.ts';
import { id } from './operator-content-texts/id.ts';
import { it } from './operator-content-texts/it.ts';
import { ja } from './operator-content-texts/ja.ts';
import { ko } from './operator-content-texts/ko.ts';
import { pl } from './operator-content-texts/pl.ts';
import { pt } from './operator-content-texts/pt.ts';
import { ru } from './operator-content-texts/ru.ts';
import { sw } from './operator-content-texts/sw.ts';
import { th } from './operator-content-texts/th.ts';
import { tr } from './operator-content-texts/tr.ts';
import { vi } from './operator-content-texts/vi.ts';
import { zh } from './operator-content-texts/zh.ts';
import {
  PAGE_SLUGS,
  type ContentTexts,
  type CreativeKey,
  type PromotionKey,
  type TextParams,
  type Texts,
} from './operator-content-texts/texts.ts';

/**
 * The demo operator's content (issue 19; SPEC.md §3 Advert, Html widget, News popup; §6 advert
 * audiences): adverts, HTML widgets, news popups, promotions and /public pages for every brand in
 * every language it offers, its external header, licence seals, icons and the demo's IP ranges.
 * Contract shapes with the keys they are stored under (db/seed-rows.ts), so the seeder stores what
 * the API serves and the content check (operator-content-check.ts) parses what the seeder stores.
 */

export interface DemoAdvert extends Omit<Advert, 'id'> {
  brand: string;
  /** '' for every language. */
  locale: string;
  placement: string;
}

export interface DemoHtmlWidget extends HtmlWidget {
  brand: string;
  locale: string;
  active: boolean;
}

export interface DemoNewsPopup extends Omit<NewsPopup, 'id'> {
  brand: string;
  locale: string;
  starts_at: string;
  ends_at: string | null;
}

export interface DemoPromotion extends Omit<Promotion, 'id'> {
  brand: string;
  locale: string;
}

export interface DemoPublicPage extends PublicPage {
  brand: string;
  locale: string;
}

/** Each list in the operator's order (order_no is the index within its brand, language and placement). */
export interface OperatorContent {
  adverts: DemoAdvert[];
  htmlWidgets: DemoHtmlWidget[];
  newsPopups: DemoNewsPopup[];
  promotions: DemoPromotion[];
  publicPages: DemoPublicPage[];
  externalHeaders: (ExternalHeader & { brand: string })[];
  gcbSeals: { host: string; token: string }[];
  svgIcons: { type: string; name: string; body: string }[];
  geoIpRanges: { cidr: string; countryCode: string }[];
}

/** A brand as the builder needs it: the demo's DemoBrandSettings fit. */
export interface ContentBrand {
  code: string;
  name: string;
  hosts: readonly string[];
  settings: { web: ServerSettingsInput };
}

/** The languages the demo has words for. */
export const CONTENT_TEXTS: Readonly<Record<string, Texts>> = {
  en,
  es,
  pt,
  de,
  fr,
  it,
  pl,
  tr,
  ru,
  ar,
  zh,
  ja,
  ko,
  vi,
  th,
  id,
  sw,
};

/** The HTML widgets the layouts name (demo/settings.ts), and the one that tests the web's sanitiser. */
export const HTML_WIDGET_IDS = { welcome: 1, tips: 2, unsafe: 3 } as const;

/** Where a brand's people are: its support address and its shops. */
interface BrandProfile {
  email: string;
  address: string;
  shops: TextParams['shops'];
}

const PROFILES: Readonly<Record<string, BrandProfile>> = {
  sportsbook: {
    email: 'support@sportsbook.example',
    address: '12 Harbour Walk, Gzira GZR 1020, Malta',
    shops: [
      { city: 'London', address: '48 Market Street, EC2A 4AB' },
      { city: 'Manchester', address: '7 Deansgate Arcade, M3 2BW' },
      { city: 'Dublin', address: '19 Quay Lane, D02 XY45' },
    ],
  },
  savanna: {
    email: 'care@savanna.example',
    address: 'Riverside Park, Block C, Nairobi, Kenya',
    shops: [
      { city: 'Nairobi', address: 'Moi Avenue, Jubilee House, ground floor' },
      { city: 'Mombasa', address: 'Nkrumah Road, Ocean Plaza' },
      { city: 'Kisumu', address: 'Oginga Odinga Street, Lakeview Mall' },
    ],
  },
  toro: {
    email: 'ayuda@toro.example',
    address: 'Calle del Prado 24, 28014 Madrid, España',
    shops: [
      { city: 'Madrid', address: 'Calle de Atocha 61' },
      { city: 'Sevilla', address: 'Avenida de la Constitución 12' },
      { city: 'Valencia', address: 'Carrer de Colón 33' },
    ],
  },
};

const profileOf = (brand: ContentBrand): BrandProfile =>
  PROFILES[brand.code] ?? { ...PROFILES.sportsbook!, email: `support@${brand.code}.example` };

/** Amounts are written in euros; a shilling brand's offers are in round shillings (×100). */
const CURRENCY_SCALE: Readonly<Record<string, number>> = { KES: 100 };

const ACCA_BOOST = PARLAY_EXTRA_WINNINGS.percentByLegs.map(([legs, percent]) => ({ legs, percent }));

function textParams(brand: ContentBrand, language: Language): TextParams {
  const currency = brand.settings.web.currencyCode ?? 'EUR';
  const scale = CURRENCY_SCALE[currency] ?? 1;
  const moneyFormat = new Intl.NumberFormat(language.external_locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  const oddsFormat = new Intl.NumberFormat(language.external_locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    brand: brand.name,
    money: (euros) => moneyFormat.format(euros * scale),
    odds: (decimal) => oddsFormat.format(decimal),
    accaBoost: ACCA_BOOST,
    home: `/${language.locale}`,
    ...profileOf(brand),
  };
}

// ---- Adverts ----------------------------------------------------------------------------------------

interface Creative {
  key: CreativeKey;
  audience: AdvertAudience;
  /** The image under apps/web/public/adverts/. */
  file: string;
  width: number;
  height: number;
  link: (home: string) => string;
  showDescription: boolean;
  popup?: { width: number; height: number };
}

const creative = (
  key: CreativeKey,
  audience: AdvertAudience,
  file: string,
  link: Creative['link'],
  size: Partial<Pick<Creative, 'width' | 'height' | 'showDescription' | 'popup'>> = {},
): Creative => ({ key, audience, file, link, width: 300, height: 250, showDescription: true, ...size });

/**
 * The placements of SPEC.md §2 (the layouts' advert ids: '1' the homepage's right column, '2' the
 * sports pages'; §7 jackpot_banner and jackpot_bets) and their creatives, one audience of §6 each,
 * so that every kind of caller sees something of their own. A brand without parlay extra winnings
 * offers its depositors boosted odds instead of the acca boost its betslip would not pay.
 */
function placements(parlayExtraWinnings: boolean): Record<string, Creative[]> {
  const boost = parlayExtraWinnings
    ? creative('accaBoost', 'logged_in_deposited', 'acca-boost', (h) => `${h}/promotions/acca-boost`)
    : creative('oddsBoost', 'logged_in_deposited', 'odds-boost', (h) => `${h}/promotions/odds-boost`);
  return {
    '1': [
      creative('welcomeTour', 'just_registered', 'welcome-tour', () => '/public/help', {
        width: 400,
        height: 300,
        popup: { width: 400, height: 300 },
      }),
      creative('welcome', 'logged_out', 'welcome-offer', (h) => `${h}/promotions/welcome-offer`),
      creative('firstDeposit', 'logged_in_not_deposited', 'first-deposit', (h) => `${h}/account/balances`),
      boost,
      creative('responsible', 'all', 'responsible-gambling', () => '/public/responsible-gaming', {
        height: 100,
      }),
    ],
    '2': [
      creative('firstBet', 'logged_in_not_played', 'first-bet', (h) => `${h}/sports`),
      creative('liveStreaming', 'logged_out', 'live-streaming', (h) => `${h}/live/sport`),
      creative('cashOut', 'logged_in', 'cash-out', (h) => `${h}/open_bets`),
    ],
    jackpot_banner: [
      creative('jackpot', 'all', 'jackpot', (h) => `${h}/jackpot`, {
        width: 640,
        height: 120,
        showDescription: false,
      }),
    ],
    jackpot_bets: [
      creative('jackpotTips', 'logged_in', 'jackpot-tips', () => '/public/help', { height: 100 }),
    ],
  };
}

function advertsOf(brand: ContentBrand, locale: string, texts: ContentTexts): DemoAdvert[] {
  const home = `/${locale}`;
  return Object.entries(placements(brand.settings.web.enable_parlay_extra_winnings === true)).flatMap(
    ([placement, creatives]) =>
      creatives.map((c): DemoAdvert => {
        const words = texts.adverts[c.key];
        return {
          brand: brand.code,
          locale,
          placement,
          audience: c.audience,
          name: words.name,
          description: words.description,
          show_description: c.showDescription,
          attachment_path: `/adverts/${c.file}.svg`,
          width_in_pixels: c.width,
          height_in_pixels: c.height,
          link: c.link(home),
          link_name: words.linkName,
          popup: c.popup !== undefined,
          ...(c.popup
            ? { popup_width_in_pixels: c.popup.width, popup_height_in_pixels: c.popup.height }
            : {}),
        };
      }),
  );
}

// ---- HTML widgets -----------------------------------------------------------------------------------

/**
 * Operator HTML as an imported feed might carry it: an inline script and an event handler. Data to
 * the server (stored and served as it is); the web's sanitiser must render it inert. In every
 * language (locale '').
 */
const UNSAFE_WIDGET = {
  name: 'Imported banner (unsanitised markup)',
  content: [
    '<h3>Spring specials</h3>',
    '<p>Boosted prices on every weekend match.</p>',
    '<img src="/adverts/missing.svg" alt="" onerror="document.body.dataset.widgetScript=\'ran\'">',
    "<script>document.body.dataset.widgetScript='ran'</script>",
  ].join('\n'),
};

// ---- Promotions -------------------------------------------------------------------------------------

interface PromotionPlan {
  key: PromotionKey;
  slug: string;
  image: string;
  /** Days from the seed's day: open from, until (null: no end). */
  from: number;
  until: number | null;
  cta: (home: string) => string;
}

/** Two open, one ended and one still to come: the list shows only the open ones. */
function promotionPlans(parlayExtraWinnings: boolean): PromotionPlan[] {
  const sports = (home: string) => `${home}/sports`;
  return [
    { key: 'welcome', slug: 'welcome-offer', image: 'welcome-offer', from: -90, until: null, cta: sports },
    parlayExtraWinnings
      ? { key: 'accaBoost', slug: 'acca-boost', image: 'acca-boost', from: -30, until: 60, cta: sports }
      : { key: 'oddsBoost', slug: 'odds-boost', image: 'odds-boost', from: -30, until: 60, cta: sports },
    { key: 'cashback', slug: 'champions-cashback', image: 'cashback', from: -60, until: -7, cta: sports },
    {
      key: 'earlyPayout',
      slug: 'tennis-early-payout',
      image: 'early-payout',
      from: 14,
      until: 74,
      cta: sports,
    },
  ];
}

const DAY_MS = 86_400_000;

// ---- The flagship's external header, icons, IP ranges ----------------------------------------------

/** A header bar an operator's own site might serve: its classes only, and a script that marks it ready. */
function externalHeaderOf(brand: ContentBrand): ExternalHeader & { brand: string } {
  return {
    brand: brand.code,
    css: [
      '.xh-bar{display:flex;align-items:center;gap:1.25rem;box-sizing:border-box;height:100%;',
      'padding:0 1rem;background:#0b1f2a;color:#fff;font:600 14px/1 system-ui,sans-serif}',
      '.xh-brand{margin-right:auto;font-size:18px;letter-spacing:.02em}',
      '.xh-links{display:flex;gap:1.25rem}',
      '.xh-bar a{color:#ffcf33;text-decoration:none}',
      '.xh-bar a:hover,.xh-bar a:focus-visible{text-decoration:underline}',
    ].join(''),
    js: "document.querySelector('.xh-bar')?.classList.add('xh-ready');",
    html: [
      '<div class="xh-bar">',
      `<span class="xh-brand">${brand.name}</span>`,
      '<nav class="xh-links" aria-label="Site">',
      '<a href="/public/help">Help</a> <a href="/public/responsible-gaming">Responsible gaming</a>',
      '</nav>',
      '</div>',
    ].join(''),
  };
}

const icon = (paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;

/** §7 /next/svgs/{type}/{name}.svg: sports by name, menu icons by the CMS tabs' icon_name. */
const SVG_ICONS: OperatorContent['svgIcons'] = [
  {
    type: 'sports',
    name: 'football',
    body: icon(
      '<circle cx="12" cy="12" r="9"/><path d="M12 7l4 3-1.5 4.5h-5L8 10z"/><path d="M12 3v4M21 10l-5 0M17 20l-2.5-5.5M7 20l2.5-5.5M3 10h5"/>',
    ),
  },
  {
    type: 'sports',
    name: 'tennis',
    body: icon(
      '<circle cx="12" cy="12" r="9"/><path d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8"/>',
    ),
  },
  {
    type: 'sports',
    name: 'basketball',
    body: icon(
      '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3v18M5.6 5.6c3 3 3 9.8 0 12.8M18.4 5.6c-3 3-3 9.8 0 12.8"/>',
    ),
  },
  {
    type: 'sports',
    name: 'ice-hockey',
    body: icon('<path d="M4 3l7 14h8"/><path d="M20 3l-5 10"/><ellipse cx="8" cy="19" rx="3" ry="1.5"/>'),
  },
  {
    type: 'sports',
    name: 'cricket',
    body: icon('<path d="M14 4l6 6-9 9-3-3z"/><path d="M8 16l-4 4"/><circle cx="18" cy="18" r="2"/>'),
  },
  { type: 'menu', name: 'home', body: icon('<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/>') },
  {
    type: 'menu',
    name: 'live',
    body: icon(
      '<circle cx="12" cy="12" r="3"/><path d="M6.3 6.3a8 8 0 0 0 0 11.4M17.7 6.3a8 8 0 0 1 0 11.4"/>',
    ),
  },
  {
    type: 'menu',
    name: 'gift',
    body: icon(
      '<rect x="3" y="8" width="18" height="4"/><path d="M5 12v8h14v-8M12 8v12"/><path d="M12 8c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1"/>',
    ),
  },
  {
    type: 'menu',
    name: 'help',
    body: icon(
      '<circle cx="12" cy="12" r="9"/><path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7"/><path d="M12 17h.01"/>',
    ),
  },
  {
    type: 'menu',
    name: 'shield',
    body: icon('<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"/><path d="M9 12l2 2 4-4"/>'),
  },
  { type: 'menu', name: 'chat', body: icon('<path d="M4 5h16v11H9l-5 4z"/>') },
];

/** Documentation ranges (RFC 5737) standing for three countries, for the geo module's demo. */
const GEO_IP_RANGES: OperatorContent['geoIpRanges'] = [
  { cidr: '192.0.2.0/24', countryCode: 'GB' },
  { cidr: '198.51.100.0/24', countryCode: 'KE' },
  { cidr: '203.0.113.0/24', countryCode: 'ES' },
];

/** A seal token as a licensing authority issues one: opaque, stable per host. */
const sealToken = (host: string) =>
  `GCB-${createHash('sha256').update(`demo-seal:${host}`).digest('hex').slice(0, 20).toUpperCase()}`;

// ---- The whole set ----------------------------------------------------------------------------------

/** The languages a brand offers (its settings), else every language of the product. */
export const languagesOf = (brand: ContentBrand, languages: readonly Language[]): readonly Language[] =>
  brand.settings.web.languages ?? languages;

/**
 * The demo content of `brands` (the first is the flagship, which has the external header), in each
 * language a brand offers and the demo has words for; windows are whole days around `now`.
 */
export function operatorContent(
  brands: readonly ContentBrand[],
  languages: readonly Language[],
  now: Date,
): OperatorContent {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const day = (offset: number) => new Date(today + offset * DAY_MS).toISOString();
  const content: OperatorContent = {
    adverts: [],
    htmlWidgets: [],
    newsPopups: [],
    promotions: [],
    publicPages: [],
    externalHeaders: brands[0] ? [externalHeaderOf(brands[0])] : [],
    gcbSeals: [...new Set(brands.flatMap((b) => b.hosts.map((h) => h.toLowerCase())))].map((host) => ({
      host,
      token: sealToken(host),
    })),
    svgIcons: SVG_ICONS,
    geoIpRanges: GEO_IP_RANGES,
  };
  for (const brand of brands) {
    const parlayExtraWinnings = brand.settings.web.enable_parlay_extra_winnings === true;
    content.htmlWidgets.push({
      brand: brand.code,
      locale: '',
      id: HTML_WIDGET_IDS.unsafe,
      active: true,
      ...UNSAFE_WIDGET,
    });
    for (const language of languagesOf(brand, languages)) {
      const texts = CONTENT_TEXTS[language.locale]?.(textParams(brand, language));
      if (!texts) continue;
      const { locale } = language;
      const home = `/${locale}`;
      const keys = { brand: brand.code, locale };
      content.adverts.push(...advertsOf(brand, locale, texts));
      content.htmlWidgets.push(
        {
          ...keys,
          id: HTML_WIDGET_IDS.welcome,
          active: true,
          name: texts.widgets.welcome.title,
          content: texts.widgets.welcome.content,
        },
        {
          ...keys,
          id: HTML_WIDGET_IDS.tips,
          active: true,
          name: texts.widgets.tips.title,
          content: texts.widgets.tips.content,
        },
      );
      content.newsPopups.push(
        ...texts.newsPopups.map((popup, i) => ({
          ...keys,
          ...popup,
          // The second (the safer-gambling reminder) runs for a month.
          starts_at: day(-2 + i),
          ends_at: i === 0 ? null : day(30),
        })),
      );
      content.promotions.push(
        ...promotionPlans(parlayExtraWinnings).map((plan): DemoPromotion => {
          const words = texts.promotions[plan.key];
          return {
            ...keys,
            slug: plan.slug,
            title: words.title,
            summary: words.summary,
            image_path: `/adverts/${plan.image}.svg`,
            starts_at: day(plan.from),
            ends_at: plan.until === null ? null : day(plan.until),
            cta_label: words.cta,
            cta_link: plan.cta(home),
            body: words.body,
            terms: words.terms,
          };
        }),
      );
      content.publicPages.push(...PAGE_SLUGS.map((slug) => ({ ...keys, slug, ...texts.pages[slug] })));
    }
  }
  return content;
}
