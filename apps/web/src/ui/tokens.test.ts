import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Every foreground and background pair of the design tokens, in both themes, meets WCAG's contrast:
 * 4.5:1 for text (1.4.3), 3:1 for what is not text but must be seen, a focus ring or a field's border
 * (1.4.11). The browser journeys' axe scans see each page in one theme (docs/decisions/test-budget.md);
 * this check holds the other theme's colours, and every pair a page could show, at once.
 */

const CSS = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The `--sb-*` colours of one rule block of tokens.css. */
function coloursOf(selector: string): Record<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  const block = CSS.slice(start, CSS.indexOf('}', start));
  const pairs = [...block.matchAll(/(--sb-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)];
  return Object.fromEntries(pairs.map(([, name, value]): [string, string] => [name!, value!]));
}

const LIGHT = coloursOf(':root');
// The dark theme overrides some tokens; the rest (the header's text) are the light theme's.
const THEMES = { light: LIGHT, dark: { ...LIGHT, ...coloursOf(":root[data-theme='dark']") } };

/** WCAG 2.2's relative luminance of an sRGB colour written #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const SURFACES = ['--sb-bg', '--sb-surface', '--sb-surface-2', '--sb-surface-3'];
const HEADER = ['--sb-header-bg', '--sb-header-bg-2'];

/** [foreground, backgrounds, the ratio WCAG asks]: what the components put on what. */
const PAIRS: [string, string[], number][] = [
  ['--sb-text', SURFACES, 4.5],
  ['--sb-text-muted', SURFACES, 4.5],
  ['--sb-link', SURFACES, 4.5],
  ['--sb-positive', ['--sb-surface', '--sb-surface-2'], 4.5],
  ['--sb-negative', ['--sb-surface', '--sb-surface-2'], 4.5],
  ['--sb-accent-contrast', ['--sb-accent', '--sb-accent-hover'], 4.5],
  ['--sb-live-contrast', ['--sb-live'], 4.5],
  ['--sb-header-text', HEADER, 4.5],
  ['--sb-header-muted', HEADER, 4.5],
  ['--sb-focus', SURFACES, 3],
  ['--sb-header-focus', HEADER, 3],
  // A text field is told by its edge: the stake, the login's and the cashier's fields (on bg in the slip).
  ['--sb-border-strong', ['--sb-bg', '--sb-surface', '--sb-surface-2'], 3],
];

describe.each(Object.entries(THEMES))('the %s theme', (_theme, colours) => {
  test.each(PAIRS.flatMap(([fg, bgs, ratio]) => bgs.map((bg) => [fg, bg, ratio] as const)))(
    '%s on %s reaches %s:1',
    (fg, bg, ratio) => {
      expect(colours[fg], fg).toMatch(/^#/);
      expect(colours[bg], bg).toMatch(/^#/);
      expect(contrast(colours[fg]!, colours[bg]!)).toBeGreaterThanOrEqual(ratio);
    },
  );
});

test('the contrast formula gives WCAG’s extremes', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#777777')).toBe(1);
});
