/**
 * `npm test` runs this (scripts/test.ts, beside the feature graph): the web's texts in every product
 * language are complete (scripts/i18n/translations.ts says what that means). Exits 1 listing each
 * problem; `--table` prints the completeness table that docs/languages.md carries.
 *
 * node --import tsx scripts/i18n/check-translations.ts [--table] [--lang=de]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_LOCALES } from '../../packages/domain/src/i18n/languages.ts';
import { checkTranslations, type LanguageTexts, type Texts } from './translations.ts';

const LOCALES = join(import.meta.dirname, '../../apps/web/src/i18n/locales');

function readLanguage(language: string): LanguageTexts {
  const texts: LanguageTexts = {};
  let files: string[] = [];
  try {
    files = readdirSync(join(LOCALES, language)).filter((file) => file.endsWith('.json'));
  } catch {
    return texts;
  }
  for (const file of files) {
    texts[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(join(LOCALES, language, file), 'utf8'),
    ) as Texts;
  }
  return texts;
}

const only = process.argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
const english = readLanguage('en');
const languages = Object.fromEntries(
  PRODUCT_LOCALES.filter((locale) => locale !== 'en' && (!only || locale === only)).map((locale) => [
    locale,
    readLanguage(locale),
  ]),
);
/** English texts that may stay as they are: allowed/all.json in every language, allowed/<locale>.json in one. */
const ALLOWED = join(import.meta.dirname, 'allowed');
const allowed = Object.fromEntries(
  readdirSync(ALLOWED)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file === 'all.json' ? '*' : file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(ALLOWED, file), 'utf8')) as string[],
    ]),
);
const { problems, completeness } = checkTranslations({ english, languages, allowed });

if (process.argv.includes('--table')) {
  console.log('| language | locale | texts | complete |\n|---|---|---|---|');
  for (const { language, expected, good } of completeness) {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    console.log(
      `| ${name} | ${language} | ${good} / ${expected} | ${((100 * good) / expected).toFixed(1)} % |`,
    );
  }
}
for (const p of problems.slice(0, 200))
  console.log(`${p.language}/${p.namespace}.json ${p.key}: ${p.problem}`);
if (problems.length > 200) console.log(`… and ${problems.length - 200} more`);
console.log(
  problems.length === 0
    ? `Translations complete in ${completeness.length + 1} languages.`
    : `${problems.length} translation problems.`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
