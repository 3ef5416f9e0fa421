import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isProductLocale, type NameDictionary } from '@sb/domain';

/** The folder of the catalogue's dictionaries (README.md beside them says what they hold). */
export const NAMES_DIR = import.meta.dirname;

/**
 * The dictionaries of the product languages found in `dir` (<locale>.json), read once at start: an
 * operator replaces or adds a file and restarts. en.json is the English source list, not a
 * dictionary; a file for a locale the product does not have is ignored.
 */
export function loadNameDictionaries(dir: string = NAMES_DIR): Map<string, NameDictionary> {
  const found = new Map<string, NameDictionary>();
  for (const file of readdirSync(dir)) {
    const locale = /^([a-z]{2})\.json$/.exec(file)?.[1];
    if (!locale || locale === 'en' || !isProductLocale(locale)) continue;
    found.set(locale, JSON.parse(readFileSync(join(dir, file), 'utf8')) as NameDictionary);
  }
  return found;
}

/** English phrases a language may keep as they are: `*` in every language, else per locale. */
export function sameAsEnglish(locale: string, dir: string = NAMES_DIR): Set<string> {
  const lists = JSON.parse(readFileSync(join(dir, 'same-as-english.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return new Set([...(lists['*'] ?? []), ...(lists[locale] ?? [])]);
}
