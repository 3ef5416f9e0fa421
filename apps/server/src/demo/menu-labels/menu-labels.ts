import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo CMS's menu labels in each language (issue 48): `<locale>.json` maps a menu item's id
 * (demo/content.ts TABS) to its label; en.json is the English the tabs hold, for translators to
 * read. A language without a file, or an item without a label in it, shows the English.
 */
export function menuLabels(): { locale: string; itemId: number; label: string }[] {
  const dir = import.meta.dirname;
  return readdirSync(dir)
    .filter((file) => /^[a-z]{2}\.json$/.test(file) && file !== 'en.json')
    .sort()
    .flatMap((file) => {
      const labels = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
      const locale = file.slice(0, 2);
      return Object.entries(labels).map(([id, label]) => ({ locale, itemId: Number(id), label }));
    });
}
