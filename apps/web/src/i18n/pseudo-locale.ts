/**
 * The pseudo-locale's texts: each English text with its letters accented
 * and padded to about 140 % of its length, inside brackets, so that a page in it shows at a glance
 * which texts come from the catalogue (a plain English word is one that does not), and which boxes
 * truncate or overflow when a language runs longer than English (German and Finnish do, by 30 to
 * 40 %). Placeholders, `$t()` references and `<0>` tags stay as they are.
 */
/**
 * Its code: the first path segment is two letters (SPEC.md §2 Locale) and `xx` names no language.
 * Reachable by its path (/xx/...), never offered in the language selector (docs/decisions/languages.md).
 */
export const PSEUDO_LOCALE = 'xx';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** What a translation must keep as it is. */
const KEEP = /(\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\d+>)/;

/** Of each 10 letters, 4 are repeated: the text grows by 40 %. */
const GROWTH = 0.4;

export function pseudoText(text: string): string {
  let letters = 0;
  const body = text
    .split(KEEP)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return part.replace(/[A-Za-z]/g, (letter) => {
        letters += 1;
        const accented = ACCENTED[letter] ?? letter;
        // Repeat every letter whose running count crosses a multiple of 1/GROWTH: 40 % more letters.
        return Math.floor(letters * GROWTH) > Math.floor((letters - 1) * GROWTH)
          ? accented + accented
          : accented;
      });
    })
    .join('');
  return `[${body}]`;
}

type Texts = { [key: string]: unknown };

export function pseudoTexts(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? pseudoText(value)
        : value && typeof value === 'object'
          ? pseudoTexts(value as Texts)
          : value,
    ]),
  );
}
