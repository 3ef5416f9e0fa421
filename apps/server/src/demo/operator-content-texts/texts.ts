/**
 * The demo operator's words, one module per language (en.ts, es.ts, de.ts, ja.ts), each the same
 * shape so that no language lacks a piece: the builder (demo/operator-content.ts) puts them in
 * rows per brand. Bodies are operator HTML, as an operator's CMS would hold it.
 */

/** What differs between brands inside a text. */
export interface TextParams {
  brand: string;
  /** An amount given in euros, in the brand's currency and scale, formatted for the language. */
  money: (euros: number) => string;
  /** Decimal odds as the language writes them (1.50, 1,50). */
  odds: (decimal: number) => string;
  /** The parlay extra winnings of the betslip (domain PARLAY_EXTRA_WINNINGS): percent by legs. */
  accaBoost: readonly { legs: number; percent: number }[];
  /** The language's path prefix of the web's routes (`/en`). */
  home: string;
  email: string;
  address: string;
  shops: readonly { city: string; address: string }[];
}

/** The creatives of the demo adverts (demo/operator-content.ts places them). */
export type CreativeKey =
  | 'welcome'
  | 'firstDeposit'
  | 'accaBoost'
  | 'oddsBoost'
  | 'responsible'
  | 'welcomeTour'
  | 'firstBet'
  | 'cashOut'
  | 'liveStreaming'
  | 'jackpot'
  | 'jackpotTips';

export interface AdvertText {
  name: string;
  description: string;
  linkName: string;
}

export type PromotionKey = 'welcome' | 'accaBoost' | 'oddsBoost' | 'cashback' | 'earlyPayout';

export interface PromotionText {
  title: string;
  summary: string;
  body: string;
  terms: string;
  cta: string;
}

/** The /public pages the footer, the menus and the settings link to. */
export const PAGE_SLUGS = [
  'help',
  'terms',
  'responsible-gaming',
  'contact',
  'privacy',
  'self-exclusion',
  'vip',
  'services',
  'store-locator',
  'licence',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export interface PageText {
  title: string;
  body: string;
}

/** An HTML widget's or a news popup page's words. */
export interface Snippet {
  title: string;
  content: string;
}

export interface ContentTexts {
  adverts: Record<CreativeKey, AdvertText>;
  /** Html widget 1 (how betting works) and 2 (today's tips); the title is the widget's name. */
  widgets: { welcome: Snippet; tips: Snippet };
  /** Each popup's title and pages, in the order the player reads them. */
  newsPopups: { title: string; pages: Snippet[] }[];
  promotions: Record<PromotionKey, PromotionText>;
  pages: Record<PageSlug, PageText>;
}

export type Texts = (p: TextParams) => ContentTexts;
