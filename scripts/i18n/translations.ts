/**
 * The translation workflow's check (issue 48): every key of the English texts exists in every
 * language, a plural key has exactly the categories that language's Intl plural rules name, each
 * text keeps its placeholders and tags, and no text is left in English by mistake (allow-lists:
 * scripts/i18n/allowed/). `checkTranslations` is pure so that the tests can feed it texts.
 */

export type Texts = { [key: string]: string | Texts };
/** Namespace → its texts, for one language. */
export type LanguageTexts = Record<string, Texts>;

export interface Problem {
  language: string;
  namespace: string;
  key: string;
  problem: string;
}

export interface Completeness {
  language: string;
  /** Texts the language must have (plural forms counted one by one). */
  expected: number;
  /** Of those, present, translated and with the right placeholders. */
  good: number;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/** `{{name}}`, `$t(key)` and `<0>`-style tags a text must carry through translation. */
function tokens(text: string): string[] {
  return (text.match(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\d+>/g) ?? []).sort();
}

/** The English key a text answers to: its plural base for a plural form. */
const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** Words: at least two letters of the Latin alphabet in a row. */
const hasWords = (text: string) =>
  /[A-Za-z]{2}/.test(text.replace(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\d+>/g, ''));

export interface CheckInput {
  english: LanguageTexts;
  languages: Record<string, LanguageTexts>;
  /** English texts that may stay as they are, in any language ('*') or in one. */
  allowed: Record<string, readonly string[]>;
}

export function checkTranslations({ english, languages, allowed }: CheckInput): {
  problems: Problem[];
  completeness: Completeness[];
} {
  const problems: Problem[] = [];
  const completeness: Completeness[] = [];
  for (const [language, texts] of Object.entries(languages)) {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
    const mayStay = new Set([...(allowed['*'] ?? []), ...(allowed[language] ?? [])]);
    let expected = 0;
    let good = 0;
    for (const [namespace, source] of Object.entries(english)) {
      const wanted = flatten(source);
      const have = flatten(texts[namespace] ?? {});
      const report = (key: string, problem: string) => problems.push({ language, namespace, key, problem });
      const pluralBases = new Set([...wanted.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(baseOf));
      // What this language must have: each plain key, and each plural base in each of its categories.
      const required = new Map<string, string>();
      for (const [key, text] of wanted) if (!PLURAL_SUFFIX.test(key)) required.set(key, text);
      for (const base of pluralBases) {
        for (const category of categories) {
          required.set(`${base}_${category}`, wanted.get(`${base}_other`) ?? wanted.get(`${base}_one`) ?? '');
        }
      }
      for (const [key, englishText] of required) {
        expected += 1;
        const text = have.get(key);
        if (text === undefined) {
          report(key, 'missing');
          continue;
        }
        let ok = true;
        const category = PLURAL_SUFFIX.exec(key)?.[1];
        // A singular, dual or zero form may say the number in words ("one selection"): its count may go.
        const want = tokens(englishText).filter(
          (t) => !(t === '{{count}}' && category && ['zero', 'one', 'two'].includes(category)),
        );
        const got = tokens(text).filter((t) => want.includes(t) || t !== '{{count}}');
        if (want.join(' ') !== got.join(' ')) {
          report(key, `placeholders ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`);
          ok = false;
        }
        if (language !== 'en' && text === englishText && hasWords(text) && !mayStay.has(text)) {
          report(key, `left in English: ${JSON.stringify(text)}`);
          ok = false;
        }
        if (ok) good += 1;
      }
      for (const key of have.keys()) {
        if (required.has(key)) continue;
        const isPlural = PLURAL_SUFFIX.test(key) && pluralBases.has(baseOf(key));
        report(key, isPlural ? `plural category not used in ${language}` : 'not in English (stale key)');
      }
    }
    completeness.push({ language, expected, good });
  }
  return { problems, completeness };
}
