import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AdvertAudience } from '@sb/contract';
import { advertVisibleTo, PRODUCT_LOCALES, type AdvertViewer } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../test/build-test-app.ts';
import { LANGUAGES } from './content.ts';
import { checkOperatorContent, demoBrandSettings, demoContentCheckInput } from './operator-content-check.ts';
import { operatorContent } from './operator-content.ts';

/* The demo's operator content (demo/operator-content.ts) and its check (`npm run content:check`). */

const WEB_PUBLIC = join(import.meta.dirname, '..', '..', '..', 'web', 'public');
const webFileExists = (path: string) => existsSync(join(WEB_PUBLIC, path));
const brands = demoBrandSettings();
const content = operatorContent(brands, LANGUAGES, TEST_NOW);

describe('the content check', () => {
  it('finds nothing wrong with the demo content of any brand in any language', () => {
    expect(checkOperatorContent(demoContentCheckInput(webFileExists))).toEqual([]);
  });

  it('names what is wrong: unknown components, missing content, dead links and images', () => {
    const [flagship, ...others] = brands;
    const web = flagship!.settings.web;
    const broken = {
      ...flagship!,
      settings: {
        ...flagship!.settings,
        web: {
          ...web,
          vip_url: '/public/nowhere',
          page_layouts: [
            {
              name: 'Broken',
              url: '/*/broken',
              column_type: 'triple' as const,
              left_column: [{ name: 'carousel', id: 1 }],
              right_column: [{ name: 'advert', id: 77 }],
              central_bottom: [{ name: 'html_widget', id: 99 }],
            },
          ],
        },
      },
    };
    const problems = checkOperatorContent({
      brands: [broken, ...others],
      languages: LANGUAGES,
      now: TEST_NOW,
      webFileExists: (path) => path !== '/adverts/jackpot.svg',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'sportsbook/ja layout Broken (web): unknown component carousel',
        'sportsbook/ja layout Broken (web): advert placement 77 has no advert',
        'sportsbook/ja layout Broken (web): html widget 99 does not exist',
        'sportsbook/de: /public/nowhere is linked to but has no page',
        '/adverts/jackpot.svg: no such file in apps/web/public',
      ]),
    );
    expect(problems.filter((p) => p.startsWith('savanna') || p.startsWith('toro'))).toEqual([]);
  });
});

describe('the demo content', () => {
  it('covers every brand in each language it offers, and no other', () => {
    const languagesOf = (brand: string) => [
      ...new Set(content.publicPages.filter((p) => p.brand === brand).map((p) => p.locale)),
    ];
    expect(languagesOf('sportsbook')).toEqual(PRODUCT_LOCALES);
    expect(languagesOf('savanna')).toEqual(['en', 'sw']);
    expect(languagesOf('toro')).toEqual(['es', 'en']);
  });

  it('is written in each language, not copied from English', () => {
    const pageBody = (locale: string) =>
      content.publicPages.find((p) => p.brand === 'sportsbook' && p.locale === locale && p.slug === 'help')!
        .body;
    expect(pageBody('ja')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(pageBody('ar')).toMatch(/[\u0600-\u06ff]/);
    expect(new Set(PRODUCT_LOCALES.map(pageBody)).size).toBe(PRODUCT_LOCALES.length);
    expect(/\blorem\b|\bipsum\b/i.test(JSON.stringify(content))).toBe(false);
  });

  it('writes amounts in the brand’s currency and the language’s way', () => {
    const welcome = (brand: string, locale: string) =>
      content.adverts.find((a) => a.brand === brand && a.locale === locale && a.audience === 'logged_out')!
        .description;
    expect(welcome('sportsbook', 'en')).toContain('€10');
    expect(welcome('toro', 'es')).toMatch(/10\s€/);
    expect(welcome('savanna', 'en')).toContain('KES\u00a01,000');
  });

  it('shows every kind of caller something of their own', () => {
    const long = TEST_NOW.getTime() - 400 * 86_400_000;
    const viewers: Record<string, AdvertViewer> = {
      visitor: { loggedIn: false },
      notDeposited: { loggedIn: true, deposited: false, played: true, registeredAt: long },
      deposited: { loggedIn: true, deposited: true, played: true, registeredAt: long },
      notPlayed: { loggedIn: true, deposited: true, played: false, registeredAt: long },
      justRegistered: { loggedIn: true, deposited: true, played: true, registeredAt: TEST_NOW.getTime() },
    };
    for (const brand of brands) {
      const ads = content.adverts.filter((a) => a.brand === brand.code && a.locale === 'en');
      const seen = Object.values(viewers).map((viewer) =>
        ads
          .filter((a) => advertVisibleTo(a.audience, viewer, TEST_NOW.getTime()))
          .map((a) => a.name)
          .join('|'),
      );
      expect(new Set(seen).size, brand.code).toBe(seen.length);
    }
    const audiences = new Set(content.adverts.map((a) => a.audience));
    expect(AdvertAudience.options.filter((a) => !audiences.has(a))).toEqual(['imported_list']);
    expect(content.adverts.filter((a) => a.popup && a.locale === 'en').map((a) => a.brand)).toEqual([
      'sportsbook',
      'savanna',
      'toro',
    ]);
  });

  it('opens and closes promotions around now: one over, one to come, the rest open', () => {
    const at = TEST_NOW.toISOString();
    for (const brand of brands) {
      const promotions = content.promotions.filter((p) => p.brand === brand.code && p.locale === 'en');
      expect(promotions.filter((p) => p.ends_at !== null && p.ends_at <= at).map((p) => p.slug)).toEqual([
        'champions-cashback',
      ]);
      expect(promotions.filter((p) => p.starts_at > at).map((p) => p.slug)).toEqual(['tennis-early-payout']);
      expect(promotions.filter((p) => p.starts_at <= at && (p.ends_at ?? '9') > at)).toHaveLength(2);
    }
  });

  it('draws each advert image at the size the advert states', () => {
    for (const advert of content.adverts) {
      const svg = readFileSync(join(WEB_PUBLIC, advert.attachment_path), 'utf8');
      expect(svg, advert.attachment_path).toContain(
        `width="${advert.width_in_pixels}" height="${advert.height_in_pixels}"`,
      );
    }
  });

  it('gives the flagship its external header and every demo host a seal', () => {
    expect(content.externalHeaders.map((h) => h.brand)).toEqual(['sportsbook']);
    expect(content.gcbSeals.map((s) => s.host)).toEqual([
      'localhost',
      '127.0.0.1',
      'sportsbook.localhost',
      'savanna.localhost',
      'toro.localhost',
    ]);
    expect(content.geoIpRanges).toEqual([
      { cidr: '192.0.2.0/24', countryCode: 'GB' },
      { cidr: '198.51.100.0/24', countryCode: 'KE' },
      { cidr: '203.0.113.0/24', countryCode: 'ES' },
    ]);
  });
});
