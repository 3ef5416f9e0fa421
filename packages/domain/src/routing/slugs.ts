/**
 * Slugs of SPEC.md §2 routes. A sport slug is the sport's numeric id, a dash and its code
 * ('240-FOOT'), a suffix may follow ('240-FOOT-india'); an event slug ends with the event id.
 */

/** Latin letters that Unicode does not decompose into a base letter and an accent. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Lower case, accents folded to ASCII ('Atlético' -> 'atletico', 'Łódź' -> 'lodz'), every run of
 * other characters one dash. Letters of other scripts stay as they are ('日本-リーグ'): dropping
 * them would give every Japanese or Arabic league the same empty slug.
 */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      // Only the Latin combining accents go: marks of other scripts (Devanagari vowels) are letters' parts.
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .replace(/[ßæœøłđðþı]/g, (letter) => FOLDS[letter] ?? letter)
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/** '240-FOOT' for football. */
export function sportSlug(sport: { id: number; code: string }): string {
  return `${sport.id}-${sport.code}`;
}

/** The id and code of a sport slug, any suffix ignored ('240-FOOT-india' -> 240, FOOT); else null. */
export function parseSportSlug(slug: string): { id: number; code: string } | null {
  const match = /^(\d+)-([A-Za-z0-9]+)(?:-.*)?$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? { id, code: (match[2] ?? '').toUpperCase() } : null;
}

/** 'arsenal-v-chelsea-1000123': readable words, then the id that the page loads by. */
export function eventSlug(event: { id: number; description: string }): string {
  const words = slugify(event.description);
  return words ? `${words}-${event.id}` : String(event.id);
}

/** The event id at the end of an event slug, or null; the words before it are never trusted. */
export function parseEventSlug(slug: string): number | null {
  const match = /(?:^|-)(\d+)$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
