/**
 * Right to left (issue 48): every stylesheet of the web app says start and end, never left and right,
 * so that `<html dir="rtl">` mirrors the page (docs/decisions/right-to-left.md). This checker refuses
 * the physical forms and names the logical one to use:
 *
 * - `margin-left`, `padding-right`, `border-left*`, `scroll-margin-left`… -> `*-inline-start/end`;
 * - `left:` / `right:` -> `inset-inline-start/end`; `text-align`, `float`, `clear` left/right ->
 *   `start`/`end`, `inline-start`/`inline-end`;
 * - `border-top-left-radius`… and a `border-radius` whose corners differ from left to right -> the
 *   logical corners (`border-start-start-radius`…); a four-value `margin`, `padding`, `inset` or
 *   border side list whose left and right differ -> the `*-inline` pair;
 * - `left`/`right` inside `background-position`, `transform-origin`, `object-position`…, a gradient
 *   `to left`/`to right` or at a sideways angle, and a `translateX` with a hard sign: these have no
 *   logical form, so they belong in a `[dir='rtl']` rule or take their sign from a custom
 *   property (`var(--sb-inline-sign)`), which the checker accepts.
 *
 * A declaration stays physical when a line of it, or a line of its own just above it, carries a
 * `/* physical: why *\/` comment: a media control, a fill that is not directional, a logo, something
 * centred.
 *
 * `npm run lint` and `npm test` run it (scripts/test.ts) over the web app's stylesheets and the
 * server's own pages' stylesheets:
 *
 *   node --import tsx scripts/borders/logical-css.ts [files…]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface Finding {
  /** 1-based line of the declaration's start. */
  line: number;
  /** The declaration as written, comments left out. */
  declaration: string;
  /** What to write instead. */
  message: string;
}

interface Declaration {
  property: string;
  /** A `physical:` comment on a line of its own just before it. */
  led: boolean;
  value: string;
  line: number;
  endLine: number;
  /** The selectors of the rules around it, innermost last. */
  selectors: string[];
}

/** A rule that mirrors by itself: its selector names the direction. */
const DIRECTION_AWARE = /\[dir\b/;
/**
 * `:dir()` is not what reaches the browser: for the web build's targets (es2022) Vite's CSS minifier
 * rewrites `:dir(rtl)` as `:is(:lang(ar), :lang(he)…)`, which a page's `dir` does not switch.
 */
const DIR_PSEUDO = /:dir\(/;
const EXEMPT = /^\s*physical:\s*\S/;

/** The declarations of a stylesheet, with the lines a `physical:` comment exempts. */
function declarations(css: string): {
  declarations: Declaration[];
  exemptLines: Set<number>;
  dirSelectors: { line: number; selector: string }[];
} {
  const found: Declaration[] = [];
  const dirSelectors: { line: number; selector: string }[] = [];
  const exemptLines = new Set<number>();
  const selectors: string[] = [];
  let buffer = '';
  let bufferLine = 0;
  let line = 1;
  let depth = 0; // parentheses
  let quote: string | null = null;
  let lastEnd = 0; // the line where the last declaration or rule ended
  let led = false;

  const take = () => {
    const text = buffer.trim();
    buffer = '';
    return text;
  };
  for (let i = 0; i < css.length; i++) {
    const char = css[i]!;
    if (quote === null && char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const stop = end === -1 ? css.length : end + 2;
      const comment = css.slice(i + 2, end === -1 ? css.length : end);
      if (EXEMPT.test(comment)) {
        exemptLines.add(line);
        if (buffer.trim() === '' && line > lastEnd) led = true;
      }
      line += comment.split('\n').length - 1;
      i = stop - 1;
      continue;
    }
    if (char === '\n') line++;
    if (quote !== null) {
      if (char === '\\') {
        buffer += char + (css[i + 1] ?? '');
        i++;
        continue;
      }
      if (char === quote) quote = null;
      buffer += char;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === '{' || char === ';' || char === '}')) {
      const startLine = bufferLine;
      const text = take();
      if (char === '{') {
        selectors.push(text);
        if (DIR_PSEUDO.test(text)) dirSelectors.push({ line: startLine, selector: text });
      } else if (text.includes(':') && selectors.length) {
        const colon = text.indexOf(':');
        found.push({
          property: text.slice(0, colon).trim().toLowerCase(),
          value: text.slice(colon + 1).trim(),
          led,
          line: startLine,
          endLine: line,
          selectors: [...selectors],
        });
      }
      if (char === '}') selectors.pop();
      led = false;
      lastEnd = line;
      continue;
    }
    if (buffer.trim() === '' && !/\s/.test(char)) bufferLine = line;
    buffer += char;
  }
  return { declarations: found, exemptLines, dirSelectors };
}

/** The top-level values of a declaration, split on spaces outside parentheses. */
function values(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  for (const char of value.replace(/!important\s*$/i, '')) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

const SIDE = /^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/;
const BORDER_SIDE = /^border-(left|right)(-(width|style|color))?$/;
const PHYSICAL_CORNER = /^border-(top|bottom)-(left|right)-radius$/;
const FOUR_SIDES = /^(margin|padding|inset|scroll-margin|scroll-padding|border-(width|style|color))$/;
const POSITIONS =
  /^(background|background-position|background-position-x|mask|mask-position|object-position|transform-origin|perspective-origin|offset-position|offset-anchor)$/;
const SIDE_WORD = /(^|[\s,(])(left|right)(?=$|[\s,)])/i;
const GRADIENT_SIDE = /gradient\(\s*(to\s+(\w+\s+)?(left|right)\b|[^)]*?\bat\s+(\w+\s+)?(left|right)\b)/i;
const GRADIENT_ANGLE = /linear-gradient\(\s*(-?[\d.]+)(deg|turn|rad|grad)/gi;
const TRANSLATE_X = /translate(?:x|3d)?\(\s*([^,)\s]+)/gi;
const CORNERS =
  'border-start-start-radius, border-start-end-radius, border-end-start-radius, border-end-end-radius';

/** `padding` -> `padding-block and padding-inline`; `border-width` -> `border-block-width and border-inline-width`. */
const blockInline = (property: string) =>
  property.startsWith('border-')
    ? `border-block-${property.slice(7)} and border-inline-${property.slice(7)}`
    : `${property}-block and ${property}-inline (start end)`;

const isZero = (value: string) => /^[-+]?0*\.?0*(px|%|rem|em|vw)?$/i.test(value);

/** Whether a gradient's angle points sideways (neither straight up nor straight down). */
function sidewaysAngle(amount: number, unit: string): boolean {
  const turns = { deg: 360, turn: 1, rad: 2 * Math.PI, grad: 400 }[unit.toLowerCase()] ?? 360;
  const half = ((((amount / turns) * 2) % 1) + 1) % 1;
  return Math.abs(half) > 1e-9 && Math.abs(half - 1) > 1e-9;
}

function check(declaration: Declaration): string | null {
  const { property, value } = declaration;
  const lower = value.toLowerCase();
  const aware = declaration.selectors.some((selector) => DIRECTION_AWARE.test(selector));
  let match: RegExpMatchArray | null;
  if ((match = SIDE.exec(property))) return `use ${match[1]}-inline-${match[2] === 'left' ? 'start' : 'end'}`;
  if ((match = BORDER_SIDE.exec(property)))
    return `use border-inline-${match[1] === 'left' ? 'start' : 'end'}${match[2] ?? ''}`;
  if ((match = PHYSICAL_CORNER.exec(property)))
    return `use border-${match[1] === 'top' ? 'start' : 'end'}-${match[2] === 'left' ? 'start' : 'end'}-radius`;
  if (property === 'left' || property === 'right')
    return `use inset-inline-${property === 'left' ? 'start' : 'end'}`;
  if ((property === 'text-align' || property === 'text-align-last') && /\b(left|right)\b/.test(lower))
    return 'use text-align: start / end';
  if ((property === 'float' || property === 'clear') && /\b(left|right)\b/.test(lower))
    return `use ${property}: inline-start / inline-end`;
  if (FOUR_SIDES.test(property)) {
    const sides = values(lower);
    if (sides.length === 4 && sides[1] !== sides[3])
      return `left and right differ: write ${blockInline(property)}`;
  }
  if (property === 'border-radius') {
    for (const half of lower.split('/')) {
      const radii = values(half);
      const [a, b, c, d] = radii;
      const asymmetric =
        (radii.length === 2 && a !== b) ||
        (radii.length === 3 && a !== b) ||
        (radii.length === 4 && (a !== b || c !== d));
      if (asymmetric) return `its corners differ from left to right: use ${CORNERS}`;
    }
  }
  if (aware) return null;
  if (POSITIONS.test(property) && SIDE_WORD.test(lower))
    return 'left/right here does not mirror: write it in a [dir=rtl] rule or mark it /* physical: why */';
  if (GRADIENT_SIDE.test(lower))
    return 'a gradient toward a side does not mirror: add a [dir=rtl] rule, or mark it /* physical: why */';
  for (const angle of lower.matchAll(GRADIENT_ANGLE))
    if (sidewaysAngle(Number(angle[1]), angle[2]!))
      return 'a sideways gradient angle does not mirror: add a [dir=rtl] rule, or mark it /* physical: why */';
  if (property === 'transform' || property === 'translate') {
    const xs =
      property === 'translate'
        ? [values(lower)[0] ?? '0']
        : [...lower.matchAll(TRANSLATE_X)].map((m) => m[1]!);
    for (const x of xs)
      if (!isZero(x) && !x.includes('var('))
        return 'a sideways move with a fixed sign does not mirror: take the sign from var(--sb-inline-sign) or add a [dir=rtl] rule';
  }
  return null;
}

/** The physical declarations of a stylesheet that carry no `physical:` comment. */
export function checkCss(css: string): Finding[] {
  const { declarations: found, exemptLines, dirSelectors } = declarations(css);
  const findings: Finding[] = dirSelectors.map(({ line, selector }) => ({
    line,
    declaration: selector.replace(/\s+/g, ' '),
    message:
      "the build rewrites :dir(rtl) as :lang(ar…), which <html dir> does not switch: write [dir='rtl'] .x",
  }));
  for (const declaration of found) {
    const message = check(declaration);
    if (message === null) continue;
    let exempt = declaration.led;
    for (let l = declaration.line; l <= declaration.endLine; l++) exempt ||= exemptLines.has(l);
    if (exempt) continue;
    findings.push({
      line: declaration.line,
      declaration: `${declaration.property}: ${declaration.value.replace(/\s+/g, ' ')}`,
      message,
    });
  }
  return findings.sort((a, b) => a.line - b.line);
}

const ROOT = join(import.meta.dirname, '../..');
/** The stylesheets checked: the web app's and the server's own pages' (the host page). */
export const STYLESHEET_ROOTS = ['apps/web/src', 'apps/server/src/web'];

export function stylesheets(root = ROOT): string[] {
  return STYLESHEET_ROOTS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(sep).join('/'))
      .filter((file) => file.endsWith('.css') && !file.includes('node_modules/'))
      .map((file) => join(root, dir, file)),
  ).sort();
}

if (import.meta.filename === process.argv[1]) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : stylesheets();
  let count = 0;
  for (const file of files) {
    for (const finding of checkCss(readFileSync(file, 'utf8'))) {
      count++;
      console.log(`${relative(ROOT, file)}:${finding.line}: ${finding.declaration}\n  ${finding.message}`);
    }
  }
  console.log(
    count === 0
      ? `Logical CSS: ${files.length} stylesheets say start and end, not left and right.`
      : `\n${count} physical left/right declarations (docs/decisions/right-to-left.md).`,
  );
  process.exitCode = count === 0 ? 0 : 1;
}
