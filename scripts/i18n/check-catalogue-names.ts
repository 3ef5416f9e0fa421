/**
 * The catalogue's dictionaries (apps/server/src/modules/catalog/names/<locale>.json) against the
 * English source list en.json: every phrase present and not left in English (leagues may stay),
 * placeholders kept, nothing the source lacks, the three templates. Exits 1 listing each problem.
 *
 * node --import tsx scripts/i18n/check-catalogue-names.ts [--lang=de] [--table]
 * node --import tsx scripts/i18n/check-catalogue-names.ts --write-en   (regenerate en.json from the demo feed)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkNameDictionary,
  PHRASE_SECTIONS,
  PRODUCT_LOCALES,
  type NameDictionary,
} from '../../packages/domain/src/index.ts';
import { cataloguePhrases, PHRASES_AT } from '../../apps/server/src/demo/catalogue-phrases.ts';
import { generateDemoCatalog } from '../../apps/server/src/demo/generate-catalog.ts';
import {
  loadNameDictionaries,
  NAMES_DIR,
  sameAsEnglish,
} from '../../apps/server/src/modules/catalog/names/dictionaries.ts';

if (process.argv.includes('--write-en')) {
  const source = cataloguePhrases(generateDemoCatalog({ now: PHRASES_AT }));
  writeFileSync(join(NAMES_DIR, 'en.json'), `${JSON.stringify(source, null, 2)}\n`);
  console.log('en.json written from the demo feed.');
} else {
  const only = process.argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
  const english = JSON.parse(readFileSync(join(NAMES_DIR, 'en.json'), 'utf8')) as NameDictionary;
  const dictionaries = loadNameDictionaries();
  const expected = PHRASE_SECTIONS.filter((s) => s !== 'leagues').reduce(
    (n, s) => n + Object.keys(english[s] ?? {}).length,
    0,
  );
  let failed = 0;
  if (process.argv.includes('--table'))
    console.log('| language | locale | phrases | complete |\n|---|---|---|---|');
  for (const locale of PRODUCT_LOCALES) {
    const language = {
      locale,
      name: new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale,
    };
    if (language.locale === 'en' || (only && language.locale !== only)) continue;
    const dictionary = dictionaries.get(language.locale);
    const problems = dictionary
      ? checkNameDictionary(english, dictionary, sameAsEnglish(language.locale))
      : [{ section: '*', key: `${language.locale}.json`, problem: 'missing' }];
    const bad = new Set(
      problems.filter((p) => p.section !== 'templates').map((p) => `${p.section}:${p.key}`),
    );
    const good = dictionary ? expected - bad.size : 0;
    if (process.argv.includes('--table')) {
      console.log(
        `| ${language.name} | ${language.locale} | ${good} / ${expected} | ${((100 * good) / expected).toFixed(1)} % |`,
      );
      continue;
    }
    failed += problems.length;
    for (const p of problems)
      console.log(
        `${language.locale}.json ${p.section} "${p.key}": ${p.problem}${'detail' in p && p.detail ? ` (${p.detail})` : ''}`,
      );
  }
  if (!process.argv.includes('--table')) {
    console.log(failed === 0 ? 'Catalogue dictionaries complete.' : `${failed} dictionary problems.`);
  }
  process.exitCode = failed === 0 ? 0 : 1;
}
